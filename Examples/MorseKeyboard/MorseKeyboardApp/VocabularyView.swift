import KeycraftKeyboardUIKit
import SwiftUI

/// The keyboard's learned words, read from and written to the App Group file the keyboard uses.
/// The keyboard picks up changes the next time it appears.
struct VocabularyView: View {
    /// Nil when the App Group is missing from the app's entitlements.
    let store: FileLearnedWordStore?
    @State private var words: [String] = []
    @State private var newWord = ""
    @State private var problem: String?

    var body: some View {
        List {
            Section("Turn the keyboard on") {
                Text("Settings › General › Keyboard › Keyboards › Add New Keyboard… › Morse. Turn on Allow Full Access so the keyboard can share the words it learns with this app and add your location after “sos”.")
                    .font(.footnote)
            }
            Section("Add a word") {
                HStack {
                    TextField("Word", text: $newWord)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .onSubmit(add)
                    Button("Add", action: add)
                        .disabled(newWord.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
            Section("Learned words") {
                if words.isEmpty {
                    Text("None yet. Words you keep typing, or undo a correction of, appear here.")
                        .foregroundStyle(.secondary)
                }
                ForEach(words, id: \.self) { Text($0) }
                    .onDelete(perform: remove)
            }
        }
        .navigationTitle("Morse Vocabulary")
        .onAppear(perform: reload)
        // The refresh action runs off the main actor (a @Sendable async closure): hop back to read.
        .refreshable { await reload() }
        .alert("Vocabulary", isPresented: Binding(get: { problem != nil }, set: { if !$0 { problem = nil } })) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(problem ?? "")
        }
    }

    private func reload() {
        guard let store else {
            problem = "The App Group \(MorseKeyboardAppGroup.identifier) is not in this app's entitlements."
            return
        }
        do {
            words = try store.load().words
        } catch {
            problem = "The vocabulary file could not be read: \(error.localizedDescription)"
        }
    }

    private func add() {
        let word = newWord.trimmingCharacters(in: .whitespaces)
        guard !word.isEmpty, let store else { return }
        do {
            try store.addWord(word)
            newWord = ""
        } catch {
            problem = "“\(word)” could not be saved: \(error.localizedDescription)"
        }
        reload()
    }

    private func remove(at offsets: IndexSet) {
        guard let store else { return }
        do {
            for word in offsets.map({ words[$0] }) { try store.removeWord(word) }
        } catch {
            problem = "The word could not be removed: \(error.localizedDescription)"
        }
        reload()
    }
}
