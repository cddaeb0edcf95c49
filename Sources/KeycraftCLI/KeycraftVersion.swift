/// Keycraft's version, as `keycraft --version` prints it and CHANGELOG.md names its releases
/// (Semantic Versioning: until 1.0, a minor version may change the public API).
public enum KeycraftVersion {
    public static let current = "0.1.0"
}
