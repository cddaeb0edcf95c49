import Foundation
import PropertyBased
import Testing
@testable import KeycraftForms

@Suite("Form layout")
struct FormLayoutTests {
    @Test func convertsNestedFramesIntoContentCoordinates() throws {
        let layout = try FormLayout(
            containers: [
                .init(frame: CGRect(x: 0, y: 100, width: 393, height: 800)),
                .init(frame: CGRect(x: 16, y: 50, width: 361, height: 300), parent: 0),
            ],
            fields: [
                .init(frame: CGRect(x: 0, y: 10, width: 100, height: 44), container: 1),
                .init(frame: CGRect(x: 5, y: 5, width: 10, height: 10)),
                .init(frame: CGRect(x: 0, y: 0, width: 393, height: 44), container: 0),
            ])
        #expect(try layout.contentFrame(ofField: 0) == CGRect(x: 16, y: 160, width: 100, height: 44))
        #expect(try layout.contentFrame(ofField: 1) == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(try layout.contentFrame(ofField: 2) == CGRect(x: 0, y: 100, width: 393, height: 44))
        #expect(throws: FormLayoutError.noSuchField(3, count: 3)) { try layout.contentFrame(ofField: 3) }
    }

    @Test func badReferencesAreTypedErrors() {
        #expect(throws: FormLayoutError.invalidParent(container: 0, parent: 0)) {
            try FormLayout(containers: [.init(frame: .zero, parent: 0)], fields: [])
        }
        #expect(throws: FormLayoutError.invalidParent(container: 1, parent: 2)) {
            try FormLayout(containers: [.init(frame: .zero), .init(frame: .zero, parent: 2), .init(frame: .zero)], fields: [])
        }
        #expect(throws: FormLayoutError.invalidContainer(field: 1, container: -1)) {
            try FormLayout(containers: [], fields: [.init(frame: .zero), .init(frame: .zero, container: -1)])
        }
        #expect(FormLayoutError.invalidContainer(field: 1, container: 7).description == "field 1: container 7 does not exist")
    }

    @Test func matchesWalkingUpTheParentsForEachField() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...500).array(of: 1...20), Gen.int(in: 0...1000).array(of: 1...30)) { parents, fieldSeeds in
            let containers = parents.enumerated().map { index, seed in
                FormLayout.Container(frame: CGRect(x: seed % 40, y: seed, width: 300, height: 300), parent: index == 0 || seed % 3 == 0 ? nil : seed % index)
            }
            let fields = fieldSeeds.map { FormLayout.Field(frame: CGRect(x: $0 % 50, y: $0, width: 100, height: 44), container: $0 % 4 == 0 ? nil : $0 % containers.count) }
            guard let layout = try? FormLayout(containers: containers, fields: fields) else {
                Issue.record("valid layout rejected")
                return
            }
            for (index, field) in fields.enumerated() {
                var frame = field.frame
                var container = field.container
                while let current = container {
                    frame = frame.offsetBy(dx: containers[current].frame.minX, dy: containers[current].frame.minY)
                    container = containers[current].parent
                }
                #expect(layout.contentFrames[index] == frame)
            }
        }
    }
}
