import Foundation
import KeycraftForms
import KeycraftText

/// Reads a scenario from JSON. Every problem is a ``ScenarioError`` naming the JSON path.
public enum ScenarioDecoding {
    /// The scenario in `data`. Malformed JSON, a missing key, an unknown event type or name, or a value
    /// of the wrong kind throws a ``ScenarioError`` at its JSON path.
    public static func decode(_ data: Data) throws(ScenarioError) -> Scenario {
        let file: ScenarioFile
        do {
            file = try JSONDecoder().decode(ScenarioFile.self, from: data)
        } catch let error as DecodingError {
            throw ScenarioError(error)
        } catch {
            throw ScenarioError(path: "$", message: "\(error)")
        }
        return try file.scenario()
    }
}

/// A JSON object key known only at run time.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Reads an enum case by its Swift name, e.g. `"landscapeLeft"`, `"numberPad"`.
func decodeCase<T: CaseIterable>(_ type: T.Type, from container: KeyedDecodingContainer<AnyKey>, key: String) throws -> T? {
    guard let name = try container.decodeIfPresent(String.self, forKey: AnyKey(key)) else { return nil }
    guard let value = T.allCases.first(where: { "\($0)" == name }) else {
        let names = T.allCases.map { "\"\($0)\"" }.joined(separator: ", ")
        throw DecodingError.dataCorruptedError(forKey: AnyKey(key), in: container, debugDescription: "unknown value \"\(name)\"; expected one of \(names)")
    }
    return value
}

struct RectJSON: Decodable {
    let rect: CGRect
    init(from decoder: any Decoder) throws {
        let c = try decoder.scenarioObject(allowing: ScenarioKeys.rect, in: "a rectangle")
        func number(_ key: String) throws -> CGFloat { CGFloat(try c.decode(Double.self, forKey: AnyKey(key))) }
        rect = CGRect(x: try number("x"), y: try number("y"), width: try number("width"), height: try number("height"))
        guard rect.size.width >= 0, rect.size.height >= 0, rect.origin.x.isFinite, rect.origin.y.isFinite else {
            throw DecodingError.dataCorruptedError(forKey: AnyKey("width"), in: c, debugDescription: "width and height must be 0 or more, and every value finite")
        }
    }
}

struct PointJSON: Decodable {
    let point: CGPoint
    init(from decoder: any Decoder) throws {
        let c = try decoder.scenarioObject(allowing: ScenarioKeys.point, in: "a point")
        point = CGPoint(x: try c.decode(Double.self, forKey: AnyKey("x")), y: try c.decode(Double.self, forKey: AnyKey("y")))
    }
}

/// A UTF-16 range: `{"location": 1, "length": 2}`.
struct RangeJSON: Decodable {
    let range: NSRange
    init(from decoder: any Decoder) throws {
        let c = try decoder.scenarioObject(allowing: ScenarioKeys.range, in: "a range")
        range = NSRange(location: try c.decode(Int.self, forKey: AnyKey("location")), length: try c.decode(Int.self, forKey: AnyKey("length")))
    }
}

struct SizeJSON: Decodable {
    let size: CGSize
    init(from decoder: any Decoder) throws {
        let c = try decoder.scenarioObject(allowing: ScenarioKeys.size, in: "a size")
        size = CGSize(width: try c.decode(Double.self, forKey: AnyKey("width")), height: try c.decode(Double.self, forKey: AnyKey("height")))
    }
}

/// A validation rule: an object with exactly one rule name, e.g. `{"maxLength": 2}`, `{"integerRange": [1, 100]}`,
/// `{"oneOf": ["M", "F"]}`, `{"allowedCharacters": "0123456789"}`, `{"regex": "…"}`, `{"email": true}`,
/// `{"required": true}`, and that rule's options (``ScenarioKeys/ruleOptions``): `{"oneOf": ["M", "F"], "uppercased": true}`
/// turns what is typed into upper case, as the guides' gender field does.
struct RuleJSON: Decodable {
    static let names = ["maxLength", "integerRange", "oneOf", "allowedCharacters", "regex", "email", "required"]
    let rule: ValidationRule

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let named = c.allKeys.filter { Self.names.contains($0.stringValue) }
        if named.isEmpty { try c.rejectUnknownKeys(allowed: Self.names, in: "a rule") }
        guard named.count == 1, let key = named.first else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "a rule is an object with exactly one of the keys \(Self.names.joined(separator: ", "))"))
        }
        try c.rejectUnknownKeys(allowed: [key.stringValue] + (ScenarioKeys.ruleOptions[key.stringValue] ?? []), in: "a \"\(key.stringValue)\" rule")
        switch key.stringValue {
        case "maxLength":
            let limit = try c.decode(Int.self, forKey: key)
            guard limit >= 0 else { throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "must be 0 or more") }
            rule = .maxLength(limit)
        case "integerRange":
            let bounds = try c.decode([Int].self, forKey: key)
            guard bounds.count == 2, bounds[0] <= bounds[1] else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "expected [lower, upper] with lower <= upper")
            }
            rule = .integerRange(bounds[0]...bounds[1])
        case "oneOf":
            rule = .oneOf(try c.decode([String].self, forKey: key), uppercased: try c.decodeIfPresent(Bool.self, forKey: AnyKey("uppercased")) ?? false)
        case "allowedCharacters":
            rule = .allowedCharacters(CharacterSet(charactersIn: try c.decode(String.self, forKey: key)))
        case "regex":
            do {
                rule = try .regex(try c.decode(String.self, forKey: key))
            } catch let error as RegexPatternError {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: error.description)
            }
        case "email":
            rule = .email
        default:
            rule = .required
        }
    }
}

struct InputViewJSON: Decodable {
    let inputView: InputView
    init(from decoder: any Decoder) throws {
        let c = try decoder.scenarioObject(allowing: ScenarioKeys.inputView, in: "an input view")
        let kind = try c.decode(String.self, forKey: AnyKey("kind"))
        let height = try c.decodeIfPresent(Double.self, forKey: AnyKey("height")).map { CGFloat($0) }
        if let height, !(height.isFinite && height >= 0) {
            throw DecodingError.dataCorruptedError(forKey: AnyKey("height"), in: c, debugDescription: "must be a height of 0 or more")
        }
        switch kind {
        case "picker":
            var titles = try c.decodeIfPresent([String].self, forKey: AnyKey("rows")) ?? []
            if let range = try c.decodeIfPresent([Int].self, forKey: AnyKey("rowRange")) {
                guard range.count == 2, range[0] <= range[1] else {
                    throw DecodingError.dataCorruptedError(forKey: AnyKey("rowRange"), in: c, debugDescription: "expected [first, last] with first <= last")
                }
                titles += (range[0]...range[1]).map(String.init)
            }
            inputView = .picker(PickerInputView(titles: titles, height: height ?? PickerInputView.defaultHeight))
        case "buttons":
            let titles = try c.decode([String].self, forKey: AnyKey("titles"))
            inputView = .buttonPad(height.map { ButtonPadInputView(titles: titles, height: $0) } ?? ButtonPadInputView(titles: titles))
        default:
            throw DecodingError.dataCorruptedError(forKey: AnyKey("kind"), in: c, debugDescription: "unknown input view \"\(kind)\"; expected \"picker\" or \"buttons\"")
        }
    }
}

struct FieldJSON: Decodable {
    let field: FormField
    /// Whether the JSON named a return key type (otherwise the form's Next / Done convention applies).
    let hasReturnKeyType: Bool

    init(from decoder: any Decoder) throws {
        let c = try decoder.scenarioObject(allowing: ScenarioKeys.field, in: "a field")
        if c.contains(AnyKey("delegate")) {
            try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("delegate")).rejectUnknownKeys(allowed: ScenarioKeys.delegate, in: "a delegate")
        }
        var traits = TextInputTraits()
        if let keyboardType = try decodeCase(KeyboardType.self, from: c, key: "keyboardType") { traits.keyboardType = keyboardType }
        let returnKeyType = try decodeCase(ReturnKeyType.self, from: c, key: "returnKeyType")
        if let returnKeyType { traits.returnKeyType = returnKeyType }
        hasReturnKeyType = returnKeyType != nil
        if let auto = try c.decodeIfPresent(Bool.self, forKey: AnyKey("enablesReturnKeyAutomatically")) { traits.enablesReturnKeyAutomatically = auto }
        if let secure = try c.decodeIfPresent(Bool.self, forKey: AnyKey("isSecureTextEntry")) { traits.isSecureTextEntry = secure }
        if let correction = try decodeCase(TextAutocorrectionType.self, from: c, key: "autocorrectionType") { traits.autocorrectionType = correction }
        let rules = try c.decodeIfPresent([RuleJSON].self, forKey: AnyKey("rules"))?.map(\.rule) ?? []
        let mask = try MaskJSON.formatter(in: c)
        let phone = try decodePhoneFormatter(from: c)
        if mask != nil, phone != nil {
            throw DecodingError.dataCorruptedError(forKey: AnyKey("phone"), in: c, debugDescription: "a field takes a mask or a phone region, not both")
        }
        let formatter: (any TextFormatter)? = mask ?? phone
        field = FormField(
            id: try c.decode(String.self, forKey: AnyKey("id")),
            kind: try c.decodeIfPresent(FieldKind.self, forKey: AnyKey("kind")) ?? .textField,
            frame: try c.decode(RectJSON.self, forKey: AnyKey("frame")).rect,
            text: try c.decodeIfPresent(String.self, forKey: AnyKey("text")) ?? "",
            placeholder: try c.decodeIfPresent(String.self, forKey: AnyKey("placeholder")),
            traits: traits, validator: FieldValidator(rules),
            isHidden: try c.decodeIfPresent(Bool.self, forKey: AnyKey("hidden")) ?? false,
            isEnabled: try c.decodeIfPresent(Bool.self, forKey: AnyKey("enabled")) ?? true,
            isEditable: try c.decodeIfPresent(Bool.self, forKey: AnyKey("editable")) ?? true,
            inputView: try c.decodeIfPresent(InputViewJSON.self, forKey: AnyKey("inputView"))?.inputView,
            showsAccessoryBar: try c.decodeIfPresent(Bool.self, forKey: AnyKey("accessoryBar")) ?? false,
            delegateAnswers: try c.decodeIfPresent(DelegateAnswers.self, forKey: AnyKey("delegate")) ?? DelegateAnswers(),
            formatter: formatter)
    }
}

/// A field's `mask`: one InputMask format, or a list (the primary, then alternatives picked by affinity).
enum MaskJSON {
    static func formatter(in c: KeyedDecodingContainer<AnyKey>) throws -> MaskFormatter? {
        let key = AnyKey("mask")
        guard c.contains(key) else { return nil }
        let formats: [String]
        if let single = try? c.decode(String.self, forKey: key) {
            formats = [single]
        } else if let list = try? c.decode([String].self, forKey: key), !list.isEmpty {
            formats = list
        } else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "expected a mask string or a non-empty list of them")
        }
        do {
            return try MaskFormatter(format: formats[0], alternatives: Array(formats.dropFirst()))
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "malformed mask: \(error)")
        }
    }
}

struct ControlJSON: Decodable {
    let control: ScreenControl
    init(from decoder: any Decoder) throws {
        let c = try decoder.scenarioObject(allowing: ScenarioKeys.control, in: "a control")
        control = ScreenControl(id: try c.decode(String.self, forKey: AnyKey("id")), frame: try c.decode(RectJSON.self, forKey: AnyKey("frame")).rect)
    }
}

struct EventJSON: Decodable {
    let event: ScenarioEvent
    /// The field an event names (checked against the screen once all fields are known).
    let fieldReference: String?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let type = try c.decode(String.self, forKey: AnyKey("type"))
        if ScenarioEvent.typeNames.contains(type) {
            try c.rejectUnknownKeys(allowed: ["type"] + (ScenarioKeys.event[type] ?? []), in: "a \"\(type)\" event")
        }
        func string(_ key: String) throws -> String { try c.decode(String.self, forKey: AnyKey(key)) }
        func lift() throws -> CGFloat {
            let lift = try c.decodeIfPresent(Double.self, forKey: AnyKey("lift")) ?? 100
            guard lift >= 0 else { throw DecodingError.dataCorruptedError(forKey: AnyKey("lift"), in: c, debugDescription: "must be 0 or more") }
            return CGFloat(lift)
        }
        var reference: String?
        switch type {
        case "tap":
            if let field = try c.decodeIfPresent(String.self, forKey: AnyKey("field")) {
                event = .tapField(field)
                reference = field
            } else if c.contains(AnyKey("point")) {
                event = .tapPoint(try c.decode(PointJSON.self, forKey: AnyKey("point")).point)
            } else {
                throw DecodingError.keyNotFound(AnyKey("field"), .init(codingPath: decoder.codingPath, debugDescription: "a tap names a field or a point"))
            }
        case "type": event = .type(try string("text"))
        case "paste": event = .paste(try string("text"))
        case "return": event = .pressReturn
        case "delete": event = .deleteBackward
        case "next": event = .next
        case "previous": event = .previous
        case "done": event = .done
        case "pickRow": event = .pickRow(try c.decode(Int.self, forKey: AnyKey("row")))
        case "pressButton": event = .pressButton(try string("title"))
        case "attachHardwareKeyboard": event = .attachHardwareKeyboard
        case "detachHardwareKeyboard": event = .detachHardwareKeyboard
        case "undock": event = .undock(lift: try lift())
        case "split": event = .split(lift: try lift())
        case "float": event = .float(origin: try c.decode(PointJSON.self, forKey: AnyKey("origin")).point)
        case "dock": event = .dock
        case "rotate":
            guard let orientation = try decodeCase(InterfaceOrientation.self, from: c, key: "orientation") else {
                throw DecodingError.keyNotFound(AnyKey("orientation"), .init(codingPath: decoder.codingPath, debugDescription: "missing"))
            }
            event = .rotate(orientation)
        case "windowFrame": event = .windowFrame(try c.decode(RectJSON.self, forKey: AnyKey("frame")).rect)
        case "appear": event = .appear
        case "disappear": event = .disappear
        case "endEditing": event = .endEditing(force: try c.decodeIfPresent(Bool.self, forKey: AnyKey("force")) ?? true)
        case "setMarkedText":
            event = .setMarkedText(try string("text"), selectedRange: try c.decodeIfPresent(RangeJSON.self, forKey: AnyKey("selectedRange"))?.range)
        case "unmarkText": event = .unmarkText
        default:
            throw DecodingError.dataCorruptedError(
                forKey: AnyKey("type"), in: c,
                debugDescription: "unknown event type \"\(type)\"; expected one of \(ScenarioEvent.typeNames.joined(separator: ", "))")
        }
        fieldReference = reference
    }
}

/// The whole file, before the cross-references (field ids) are checked.
struct ScenarioFile: Decodable {
    let device: DeviceProfile
    let orientation: InterfaceOrientation
    let windowFrame: CGRect?
    let fields: [FieldJSON]
    let controls: [ScreenControl]
    let order: [String]?
    let layoutDirection: LayoutDirection
    let autofocus: String?
    let submitAction: SubmitAction
    let scrollView: ScenarioScrollView?
    var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    let padding: CGFloat
    let followsFloatingKeyboard: Bool
    let events: [EventJSON]

    init(from decoder: any Decoder) throws {
        let c = try decoder.scenarioObject(allowing: ScenarioKeys.scenario, in: "a scenario")
        let deviceName = try c.decode(String.self, forKey: AnyKey("device"))
        guard let device = DeviceProfile.all.first(where: { $0.name.caseInsensitiveCompare(deviceName) == .orderedSame }) else {
            let names = DeviceProfile.all.map { "\"\($0.name)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(forKey: AnyKey("device"), in: c, debugDescription: "unknown device \"\(deviceName)\"; expected one of \(names)")
        }
        self.device = device
        orientation = try decodeCase(InterfaceOrientation.self, from: c, key: "orientation") ?? .portrait
        windowFrame = try c.decodeIfPresent(RectJSON.self, forKey: AnyKey("window"))?.rect
        let screen = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("screen"))
        try screen.rejectUnknownKeys(allowed: ScenarioKeys.screen, in: "the screen")
        fields = try screen.decode([FieldJSON].self, forKey: AnyKey("fields"))
        controls = try screen.decodeIfPresent([ControlJSON].self, forKey: AnyKey("controls"))?.map(\.control) ?? []
        order = try screen.decodeIfPresent([String].self, forKey: AnyKey("order"))
        layoutDirection = try screen.decodeIfPresent(LayoutDirection.self, forKey: AnyKey("layoutDirection")) ?? .leftToRight
        autofocus = try screen.decodeIfPresent(String.self, forKey: AnyKey("autofocus"))
        if let search = try screen.decodeIfPresent(String.self, forKey: AnyKey("searchURLPrefix")) {
            submitAction = .searchURL(prefix: search, queryField: try screen.decodeIfPresent(String.self, forKey: AnyKey("queryField")))
        } else {
            submitAction = .submitForm
        }
        if screen.contains(AnyKey("scrollView")) {
            let scroll = try screen.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("scrollView"))
            try scroll.rejectUnknownKeys(allowed: ScenarioKeys.scrollView, in: "a scroll view")
            let behavior = try decodeCase(ContentInsetAdjustmentBehavior.self, from: scroll, key: "contentInsetAdjustmentBehavior")
            contentInsetAdjustmentBehavior = behavior ?? .automatic
            if let textView = try scroll.decodeIfPresent(String.self, forKey: AnyKey("textView")) {
                scrollView = .textView(textView)
            } else {
                scrollView = .enclosing(
                    frame: try scroll.decodeIfPresent(RectJSON.self, forKey: AnyKey("frame"))?.rect,
                    contentSize: try scroll.decode(SizeJSON.self, forKey: AnyKey("contentSize")).size,
                    contentOffset: try scroll.decodeIfPresent(PointJSON.self, forKey: AnyKey("contentOffset"))?.point ?? .zero)
            }
        } else {
            scrollView = nil
        }
        padding = CGFloat(try c.decodeIfPresent(Double.self, forKey: AnyKey("padding")) ?? Double(ScrollViewAvoidance.defaultPadding))
        followsFloatingKeyboard = try c.decodeIfPresent(Bool.self, forKey: AnyKey("followsFloatingKeyboard")) ?? false
        events = try c.decode([EventJSON].self, forKey: AnyKey("events"))
    }

    /// Checks every field reference and applies the Next / Done convention to unnamed return keys.
    func scenario() throws(ScenarioError) -> Scenario {
        var ids: [String: Int] = [:]
        for (index, field) in fields.enumerated() where ids.updateValue(index, forKey: field.field.id) != nil {
            throw ScenarioError(path: "$.screen.fields[\(index)].id", message: "duplicate field id \"\(field.field.id)\"")
        }
        func check(_ id: String?, _ path: String) throws(ScenarioError) {
            if let id, ids[id] == nil { throw ScenarioError(path: path, message: "no field with id \"\(id)\"") }
        }
        for (index, id) in (order ?? []).enumerated() { try check(id, "$.screen.order[\(index)]") }
        try check(autofocus, "$.screen.autofocus")
        if case .searchURL(_, let query) = submitAction { try check(query, "$.screen.queryField") }
        if case .textView(let id) = scrollView {
            try check(id, "$.screen.scrollView.textView")
            if fields[ids[id]!].field.kind != .textView {
                throw ScenarioError(path: "$.screen.scrollView.textView", message: "field \"\(id)\" is not a text view")
            }
        }
        for (index, event) in events.enumerated() { try check(event.fieldReference, "$.events[\(index)].field") }
        var formFields = fields.map(\.field)
        // The last field in reading order (or the explicit order) says Done; every other one Next.
        let explicit = order?.compactMap { ids[$0] }
        let lastTextField = FocusOrder.chain(of: formFields, explicit: explicit, direction: layoutDirection).last { formFields[$0].kind == .textField }
        for index in formFields.indices where !fields[index].hasReturnKeyType && formFields[index].kind == .textField {
            formFields[index].traits.returnKeyType = ReturnKeyAction.defaultType(isLast: index == lastTextField)
        }
        var scenario = Scenario(
            device: device, orientation: orientation, windowFrame: windowFrame, fields: formFields, controls: controls, order: order,
            layoutDirection: layoutDirection, autofocus: autofocus, submitAction: submitAction, scrollView: scrollView,
            padding: padding, followsFloatingKeyboard: followsFloatingKeyboard, events: events.map(\.event))
        scenario.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        return scenario
    }
}
