import TabMotionCore
import Testing

/// Records an issue unless `body` throws a `TabMotionError` naming `field` with a reason: data
/// from outside fails with the field named, never with a crash or an unnamed error.
public func expectError(
  _ field: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Void
) {
  do {
    try body()
    Issue.record("expected an error naming \(field)", sourceLocation: sourceLocation)
  } catch let error as TabMotionError {
    #expect(error.field == field, sourceLocation: sourceLocation)
    #expect(!error.reason.isEmpty, sourceLocation: sourceLocation)
  } catch {
    Issue.record("expected a TabMotionError, got \(error)", sourceLocation: sourceLocation)
  }
}
