import KeycraftKeyboard
import Testing

@Suite struct SOSLocationTests {
    static let here = LocationCoordinate(latitude: 37.33182, longitude: -122.03118)

    func fixture(fullAccess: Bool, provider: any LocationProvider) -> MorseKeyboardFixture {
        MorseKeyboardFixture("Help 한 ", hasFullAccess: fullAccess, textEntry: KeyboardTextEntry(sosLocation: SOSLocationInsertion(provider: provider)))
    }

    @Test func sosSpaceInsertsTheCoordinatesWithFullAccessAndPermission() {
        var keyboard = fixture(fullAccess: true, provider: FixedLocationProvider(Self.here))
        keyboard.type("SOS ")
        #expect(keyboard.document.text == "Help 한 SOS (37.33182, -122.03118) ")
    }

    @Test func withoutFullAccessNothingIsInsertedNorAsked() {
        let spy = SpyLocationProvider(status: .authorizedAlways)
        var keyboard = fixture(fullAccess: false, provider: spy)
        keyboard.type("SOS ")
        #expect(keyboard.document.text == "Help 한 SOS ")
        #expect(spy.authorizationReads == 0)
        #expect(spy.locationRequests == 0)
    }

    @Test(arguments: [LocationAuthorizationStatus.notDetermined, .denied, .restricted])
    func withoutPermissionNothingIsInsertedNorRequested(status: LocationAuthorizationStatus) {
        let spy = SpyLocationProvider(status: status)
        var keyboard = fixture(fullAccess: true, provider: spy)
        keyboard.type("SOS ")
        #expect(keyboard.document.text == "Help 한 SOS ")
        #expect(spy.locationRequests == 0)
    }

    @Test func onlyTheWholeWordSosEndedBySpace() {
        let spy = SpyLocationProvider(status: .authorizedWhenInUse)
        var keyboard = fixture(fullAccess: true, provider: spy)
        keyboard.type("SOSO SOS. ")
        #expect(keyboard.document.text == "Help 한 SOSO SOS. ")
        #expect(spy.locationRequests == 0)
    }

    @Test func negativeAndSouthernCoordinatesFormat() {
        #expect(LocationCoordinate(latitude: -33.8568, longitude: 151.2153).insertionText == " (-33.85680, 151.21530)")
    }
}
