import Foundation
import SharedCore
import SharedTesting
import Testing

struct ProductFormState: Sendable, Equatable {
  var form = FormState([
    FormField("name", rules: [.required(message: "Name is required")]),
    FormField("price", rules: [.required(message: "Price is required"), .decimal(in: 0...10_000)]),
  ])
  var saving: ResourceState<String, AppError> = .idle
}

@MainActor
final class ProductFormViewModel: StatefulViewModel<ProductFormState> {
  let save: @Sendable ([String: String]) async throws -> String

  init(save: @escaping @Sendable ([String: String]) async throws -> String) {
    self.save = save
    super.init(initialState: ProductFormState())
  }

  func edit(_ field: String, _ value: String) { update { $0.form[field] = value } }

  @discardableResult
  func submit() throws(AppError) -> Task<Void, Never> {
    try submit(\.form, into: \.saving, save: save)
  }
}

@MainActor
@Suite struct FormSubmissionTests {
  @Test func invalidFormIsRefusedWithEveryBadField() {
    let calls = LockedValue(0)
    let viewModel = ProductFormViewModel { _ in
      calls.withLock { $0 += 1 }; return "id"
    }
    viewModel.edit("price", "abc")
    #expect(
      throws: AppError.validation([
        AppError.FieldError(field: "name", message: "Name is required", code: "required"),
        AppError.FieldError(field: "price", message: "Enter a number.", code: "decimal"),
      ])
    ) {
      try viewModel.submit()
    }
    #expect(calls.withLock { $0 } == 0)
    #expect(viewModel.state.saving == .idle)
    #expect(viewModel.state.form.displayedError(for: "name") == "Name is required")
  }

  @Test func validFormIsSavedWithItsValues() async throws {
    let viewModel = ProductFormViewModel { values in "\(values["name"] ?? "")@\(values["price"] ?? "")" }
    viewModel.edit("name", "Tea")
    viewModel.edit("price", "4.50")
    let task = try viewModel.submit()
    #expect(viewModel.state.saving == .loading(previous: nil))
    await task.value
    #expect(viewModel.state.saving == .success("Tea@4.50"))
    #expect(!viewModel.state.form.isDirty)
  }

  @Test func failedSaveBecomesFailedSubmissionAndKeepsTheForm() async throws {
    let viewModel = ProductFormViewModel { _ in throw AppError.conflict(message: "Duplicate SKU") }
    viewModel.edit("name", "Tea")
    viewModel.edit("price", "1")
    await (try viewModel.submit()).value
    #expect(viewModel.state.saving == .failed(.conflict(message: "Duplicate SKU"), previous: nil))
    #expect(viewModel.state.form.isDirty)
  }
}
