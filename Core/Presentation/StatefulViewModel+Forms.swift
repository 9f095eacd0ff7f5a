// MARK: - Submitting forms

extension StatefulViewModel {
  /// Validates a form and, when it is valid, saves it while driving a submission state.
  ///
  /// An invalid form is refused synchronously: it is marked submitted (so every error is
  /// displayed) and `AppError.validation` is thrown naming each bad field, in field order; the
  /// save action does not run. A valid form moves `submission` through `.loading` to
  /// `.success` (and the form is marked saved) or `.failed`, like the `load` helpers.
  /// - Parameters:
  ///   - form: The form in the state.
  ///   - submission: The state property that tracks the save.
  ///   - key: Identifies the save; a second submit with the same key cancels the first.
  ///   - save: Receives the form's values and performs the save; it runs off the main actor.
  /// - Returns: The save task, for callers that want to await it.
  /// - Throws: `AppError.validation` when any field is invalid.
  @discardableResult
  public final func submit<Value: Sendable>(
    _ form: any WritableKeyPath<State, FormState> & Sendable,
    into submission: any WritableKeyPath<State, ResourceState<Value, AppError>> & Sendable,
    key: some Hashable & Sendable = "submit",
    save: @escaping @Sendable ([String: String]) async throws -> Value
  ) throws(AppError) -> Task<Void, Never> {
    var errors: [AppError.FieldError] = []
    update { errors = $0[keyPath: form].validateForSubmit() }
    guard errors.isEmpty else { throw AppError.validation(errors) }

    let values = state[keyPath: form].values
    let load = beginLoading(submission, key: key)
    return tasks.run(key) { [weak self] in
      do {
        let saved = try await save(values)
        guard let self, !Task.isCancelled else {
          self?.finish(load, submission, cancelled: true)
          return
        }
        self.update { state in
          state[keyPath: submission] = .success(saved, origin: .network)
          state[keyPath: form].markSaved()
        }
        self.finish(load, submission, cancelled: false)
      } catch {
        self?.fail(load, submission, with: error)
      }
    }
  }
}
