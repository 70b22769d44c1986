/// A value kept in one shared box, copied on write: a struct held many times over (a property
/// in every analysed declaration, a selector part in every chain) is then one word, and its
/// copies share the box. Equality and hashing are the value's; fields are read and written by
/// key path.
///
/// Inlinable, so that other modules read a field directly rather than through a key path
/// resolved at run time (which cost a few percent of checking a declaration).
public struct SharedBox<Value: Hashable & Sendable>: Hashable, @unchecked Sendable {
    @usableFromInline final class Storage {
        // Changed only while uniquely referenced (the subscript's setter).
        @usableFromInline var value: Value
        @usableFromInline init(_ value: Value) { self.value = value }
    }

    @usableFromInline var storage: Storage

    public init(_ value: Value) {
        storage = Storage(value)
    }

    @inlinable public subscript<Field>(field: WritableKeyPath<Value, Field>) -> Field {
        get { storage.value[keyPath: field] }
        set {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            storage.value[keyPath: field] = newValue
        }
    }

    public static func == (a: SharedBox, b: SharedBox) -> Bool { a.storage === b.storage || a.storage.value == b.storage.value }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.value) }
}
