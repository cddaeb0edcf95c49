import KeycraftPhoneNumbers
import KeycraftText

/// A scenario field's `"phone": "KR"`: the field formats what is typed as a phone number of that
/// region (libphonenumber's as-you-type grouping, the caret after the digit typed). An unknown region
/// is a malformed scenario, named at the key's JSON path.
func decodePhoneFormatter(from container: KeyedDecodingContainer<AnyKey>) throws -> (any TextFormatter)? {
    guard let region = try container.decodeIfPresent(String.self, forKey: AnyKey("phone")) else { return nil }
    do {
        return try PhoneNumberFormatter(regionCode: region)
    } catch {
        throw DecodingError.dataCorruptedError(forKey: AnyKey("phone"), in: container, debugDescription: "\(error)")
    }
}
