extension SegueActionDeclaration {
  /// Whether a segue whose `destinationCreationSelector` is `selector` and whose destination's
  /// class is `destinationClass` (nil when unknown) can use this method, or why not. Accepted:
  /// one parameter per piece of the selector, typed `NSCoder`, `Any?`, `String?` (`NSCoder *`,
  /// `id`, `NSString *` in Objective-C; the coder may be optional, the sender `Any`); an instance method, not async, not throwing, that
  /// Objective-C can call; returning, optional or not, the destination's class, a superclass
  /// or subclass of it, any class the sources do not declare (a framework class such as
  /// `UIViewController`, or a class they cannot see); never `Any`, `AnyObject` or `id`.
  package func verdict(
    for selector: SegueActionSelector, destinationClass: String?, hierarchy: ClassHierarchy
  ) -> SegueActionVerdict {
    if isStatic { return .rejected(.classMethod) }
    if isAsync { return .rejected(.async) }
    if isThrowing { return .rejected(.throwing) }
    if !isExposed { return .rejected(.notExposed) }
    for (position, type) in parameterTypes.enumerated() where position < 3 {
      if !acceptsParameter(type, at: position) {
        let expected = Self.expectedTypes[language]?[position] ?? ""
        return .rejected(
          .parameterType(position: position, written: type.written, expected: expected))
      }
    }
    return returnVerdict(destinationClass: destinationClass, hierarchy: hierarchy)
  }

  /// How each language spells the types UIKit passes.
  static let expectedTypes: [Language: [String]] = [
    .swift: ["NSCoder", "Any?", "String?"], .objectiveC: ["NSCoder *", "id", "NSString *"],
  ]

  private func acceptsParameter(_ type: TypeSpelling, at position: Int) -> Bool {
    switch (language, position) {
    case (.swift, 0): type.name == "NSCoder" && !type.isInout
    // A non-optional `Any` binds too: Swift converts the function, and UIKit's sender is an
    // object or nil, which `Any` holds.
    case (.swift, 1): type.name == "Any" && !type.isInout
    case (.swift, _): type.name == "String" && type.isOptional && !type.isInout
    case (.objectiveC, 0): type.name == "NSCoder" || type.name == "id"
    case (.objectiveC, 1): type.name == "id"
    case (.objectiveC, _): type.name == "NSString" || type.name == "id"
    }
  }

  private func returnVerdict(destinationClass: String?, hierarchy: ClassHierarchy)
    -> SegueActionVerdict
  {
    // Objective-C's `id` is `Any` in Swift, which no controller type binds to.
    let notControllers: Set<String> =
      language == .swift ? ["Void", "()", "Any", "AnyObject", "Never"] : ["void", "id"]
    if notControllers.contains(returnType.name) {
      return .rejected(.notAController(written: returnType.written))
    }
    var returned = returnType.name
    if language == .objectiveC, returned == "instancetype", let className { returned = className }
    guard let destinationClass, returned != destinationClass,
      hierarchy.isDeclared(returned), hierarchy.isDeclared(destinationClass),
      !hierarchy.chain(from: destinationClass).contains(returned),
      !hierarchy.chain(from: returned).contains(destinationClass)
    else { return .accepted }
    return .rejected(
      .unrelatedReturnType(written: returnType.written, destination: destinationClass))
  }
}
