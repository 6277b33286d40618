/// Core Data's managed objects. `Book(context: moc)` is `NSManagedObject`'s `init(context:)`
/// (or `init(entity:insertInto:)`): the object's `@NSManaged` attributes start with what the
/// data model (`.xcdatamodeld`) gives them, which layoutc does not read, so each is unknown —
/// an error only where a layout reads one that the code has not set.
extension Interpreter {
  /// Whether the call is `NSManagedObject`'s initializer of the app's entity class, and no
  /// initializer of the app's takes its labels.
  func isManagedObjectInit(
    _ info: ProgramIndex.TypeInfo, _ arguments: [ArgumentSyntax], _ trailing: ClosureSyntax?
  ) -> Bool {
    let labels = arguments.map(\.label)
    guard trailing == nil, labels == ["context"] || labels == ["entity", "insertInto"],
      isManagedObject(info)
    else { return false }
    return !initializerOwner(info).initializers.contains {
      accepts($0.parameters, Self.callLabels(arguments, trailing))
    }
  }

  /// Whether the type is a class that inherits from `NSManagedObject`.
  func isManagedObject(_ info: ProgramIndex.TypeInfo) -> Bool {
    guard info.kind == .classType else { return false }
    return ([info] + superclasses(of: info)).contains { $0.inherited.contains("NSManagedObject") }
  }

  /// An `@NSManaged` attribute's value before the code sets it, reported where the object is
  /// made.
  func managedAttribute(_ property: PropertySyntax, madeAt e: ExprSyntax) -> ProgramValue {
    unknown(.managedAttributeNotKnown(property.name), at: e.range.start)
  }
}
