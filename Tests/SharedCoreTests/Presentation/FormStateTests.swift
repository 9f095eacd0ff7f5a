import Foundation
import SharedCore
import Testing

@Suite struct FormStateTests {
  func productForm() -> FormState {
    FormState([
      FormField("name", rules: [.required(message: "Name is required")]),
      FormField("price", value: "5", rules: [.required(), .decimal(in: 0...10_000, message: "Invalid price")]),
      FormField("email", rules: [.email()]),
    ])
  }

  @Test func valuesAndValidity() {
    var form = productForm()
    #expect(!form.isValid)
    form["name"] = "Tea"
    #expect(form.isValid)
    #expect(form.values == ["name": "Tea", "price": "5", "email": ""])
    #expect(form.decimal("price") == Decimal(5))
  }

  @Test func errorsNameEachBadFieldInOrder() {
    var form = productForm()
    form["price"] = "-1"
    form["email"] = "nope"
    #expect(
      form.errors == [
        AppError.FieldError(field: "name", message: "Name is required", code: "required"),
        AppError.FieldError(field: "price", message: "Invalid price", code: "decimal"),
        AppError.FieldError(field: "email", message: "Enter a valid e-mail address.", code: "email"),
      ])
  }

  @Test func errorsAreDisplayedOnlyOnceTouchedOrSubmitted() {
    var form = productForm()
    #expect(form.displayedError(for: "name") == nil)
    form.touch("name")
    #expect(form.displayedError(for: "name") == "Name is required")
    #expect(form.displayedError(for: "email") == nil)
    form["email"] = "x"
    #expect(form.displayedError(for: "email") == "Enter a valid e-mail address.")
    var submitted = productForm()
    #expect(submitted.validateForSubmit().count == 1)
    #expect(submitted.displayedError(for: "name") == "Name is required")
  }

  @Test func dirtyTrackingAndMarkSaved() {
    var form = productForm()
    #expect(!form.isDirty)
    form["price"] = "6"
    #expect(form.isDirty && form.field(named: "price")?.isDirty == true)
    form["price"] = "5"
    #expect(!form.isDirty)
    form["name"] = "Tea"
    form.markSaved()
    #expect(!form.isDirty && form.field(named: "name")?.isTouched == false && !form.isSubmitAttempted)
    #expect(form.field(named: "name")?.initialValue == "Tea")
  }

  @Test func unknownFieldsAreReadAsEmptyAndAddedOnWrite() {
    var form = productForm()
    #expect(form["notes"] == "")
    form["notes"] = "fragile"
    #expect(form.fields.map(\.name) == ["name", "price", "email", "notes"])
  }
}
