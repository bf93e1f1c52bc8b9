import SegueGenerator
import SourceIndex

extension CallSiteRewriter {
  /// `receiver.instantiateViewController(withIdentifier: "x") as! T` →
  /// `StoryboardScene.S.x.instantiate()`, when the storyboard is named in the receiver
  /// (`UIStoryboard(name: "S", bundle: nil)`) or is the only one with a scene `x`, and `T` is
  /// the scene's class; `instantiateViewController(identifier: "x") { coder in T(coder: …) }`
  /// → `StoryboardScene.S.x.instantiate { coder in T(coder: …) }`, the block as it was.
  mutating func scene(at index: Int) {
    guard tokens.isText(index + 1, "("),
      tokens.isText(index + 2, "withIdentifier") || tokens.isText(index + 2, "identifier"),
      tokens.isText(index + 3, ":")
    else { return }
    guard let (identifier, argument, constant) = identifierArgument(at: index + 4) else {
      leave(index, .scene, SegueMigrator.computedReason, literal: false)
      return
    }
    siteThroughConstant = constant
    let creator = CreatorBlock(tokens: tokens, after: argument)
    guard creator != nil || tokens.isText(argument + 1, ")") else {
      leave(index, .scene, "its arguments could not be read")
      return
    }
    guard let receiver = ReceiverSpan(tokens: tokens, memberAt: index, name: nameArgument) else {
      leave(index, .scene, "its receiver could not be read")
      return
    }
    let storyboard: String
    switch receiver.storyboard {
    case .named(let name): storyboard = name
    case .otherBundle:
      leave(index, .scene, "the storyboard is loaded from a bundle the typed scene does not use")
      return
    case .unknown, .computedName:
      let holding = names.scenes.keys.filter { names.scenes[$0]?[identifier] != nil }
      guard holding.count == 1 else {
        leave(
          index, .scene,
          holding.isEmpty
            ? "no storyboard has a scene with the identifier \"\(identifier)\""
            : "the identifier \"\(identifier)\" names scenes of \(holding.count) storyboards, "
              + "and the call does not say which")
        return
      }
      storyboard = holding[0]
    }
    guard let scene = names.scenes[storyboard]?[identifier] else {
      leave(
        index, .scene,
        leftToTheApp(storyboard)
          ?? "storyboard \(storyboard) has no scene with the identifier \"\(identifier)\" "
          + "(or no StoryboardScene is generated for it)")
      return
    }
    if let creator {
      rewrite(index, creator, scene: scene, from: receiver.start, throughConstant: constant)
      return
    }
    let cast = ForcedCast(tokens: tokens, after: argument + 1, conditional: true)
    // iOS 13's `instantiateViewController(identifier:)` is generic: uncast, its type is the
    // context's, which the text does not say.
    // A declaration's annotation (`let vc: T = …`) is the one context read here.
    if cast == nil, tokens.isText(index + 2, "identifier") {
      guard let annotated = AnnotatedType(tokens: tokens, before: receiver.start) else {
        leave(index, .scene, "its type is inferred from the context, which is not read here")
        return
      }
      guard annotated.typeName == scene.typeName || isSuperclass(annotated.typeName, of: scene)
      else {
        leave(
          index, .scene,
          "it is declared as \(annotated.typeName), but the scene is a \(scene.typeName)")
        return
      }
      edit(
        tokens.start(receiver.start), tokens.end(argument + 1), scene.accessor + ".instantiate()",
        at: index, .scene, throughConstant: constant)
      return
    }
    guard let cast else {
      // Uncast, the call is a UIViewController (optional after `storyboard?.`), and stays one.
      let chained = (receiver.start..<index).contains { tokens.isText($0, "?") }
      edit(
        tokens.start(receiver.start), tokens.end(argument + 1),
        scene.accessor + ".instantiate() as UIViewController" + (chained ? "?" : ""),
        at: index, .scene, throughConstant: constant)
      return
    }
    rewrite(
      index, cast, scene: scene, from: receiver.start, .scene, throughConstant: constant)
  }

  /// The call cast to the scene's class, or to a superclass of it as the app's sources say →
  /// the typed scene's `instantiate()`; after `as? T`, the optional the call was. A cast to
  /// another class is left.
  private mutating func rewrite(
    _ index: Int, _ cast: ForcedCast, scene: TypedNames.Scene, from start: Int,
    _ kind: MigrationSiteKind, throughConstant constant: Bool = false
  ) {
    // `as? Self` in the scene's own class (a `static func instantiate() -> Self`) is the same
    // dynamic cast after the typed call, and stays one.
    if cast.typeName == "Self", types.names[index] == scene.typeName {
      edit(
        tokens.start(start), tokens.end(cast.end),
        scene.accessor + ".instantiate() as" + (cast.isConditional ? "?" : "!") + " Self",
        at: index, kind, throughConstant: constant)
      return
    }
    let upcast = isSuperclass(cast.typeName, of: scene)
    guard cast.typeName == scene.typeName || upcast else {
      let what = kind == .initialScene ? "initial scene" : "scene"
      leave(index, kind, "it is cast to \(cast.typeName), but the \(what) is a \(scene.typeName)")
      return
    }
    // `as? T` stays an optional, as `if let` and `guard let` around it expect; a cast to a
    // superclass of the scene's class stays that type.
    let optional =
      cast.isConditional
      ? " as \(cast.spelled)?" : upcast ? " as \(cast.spelled)" : ""
    edit(
      tokens.start(start), tokens.end(cast.end), scene.accessor + ".instantiate()" + optional,
      at: index, kind, throughConstant: constant)
  }

  /// The call with a creator block → the typed scene's `instantiate(creator:)` with the same
  /// block, when the block makes the scene's class: the call returned the block's class, and
  /// the typed scene returns the scene's, so the two agree. A cast after the call is left.
  private mutating func rewrite(
    _ index: Int, _ creator: CreatorBlock, scene: TypedNames.Scene, from start: Int,
    throughConstant constant: Bool
  ) {
    guard creator.makes(scene.typeName, in: tokens) else {
      leave(
        index, .scene,
        "its creator block does not make a \(scene.typeName), the scene's class, by name")
      return
    }
    guard !tokens.isText(creator.end + 1, "as") else {
      leave(index, .scene, "it is cast after its creator block")
      return
    }
    let block = tokens.text(from: creator.open, through: creator.close)
    edit(
      tokens.start(start), tokens.end(creator.end),
      scene.accessor
        + (creator.isTrailing ? ".instantiate " + block : ".instantiate(creator: \(block))"),
      at: index, .scene, throughConstant: constant)
  }

  /// `UIStoryboard(name: "S", bundle: nil).instantiateInitialViewController()` followed by
  /// `as! T` or `!` → `StoryboardScene.S.initialScene.instantiate()`; followed by `as? T`, or
  /// by nothing, the typed scene as the optional the call was.
  mutating func initialScene(at index: Int) {
    guard tokens.isText(index + 1, "("), tokens.isText(index + 2, ")") else { return }
    guard let receiver = ReceiverSpan(tokens: tokens, memberAt: index, name: nameArgument),
      case .named(let storyboard) = receiver.storyboard
    else {
      let receiver = ReceiverSpan(tokens: tokens, memberAt: index, name: nameArgument)
      if receiver?.storyboard == .otherBundle {
        leave(
          index, .initialScene,
          "the storyboard is loaded from a bundle the typed scene does not use")
      } else {
        // A parameter, a property or a computed name: nothing here says which storyboard.
        leave(
          index, .initialScene,
          "the storyboard is computed, not named here with UIStoryboard(name:bundle:)",
          literal: false)
      }
      return
    }
    guard let scene = names.initialScenes[storyboard] else {
      leave(
        index, .initialScene,
        leftToTheApp(storyboard)
          ?? "storyboard \(storyboard) has no initial scene (or no StoryboardScene is generated "
          + "for it)")
      return
    }
    if let cast = ForcedCast(tokens: tokens, after: index + 2, conditional: true) {
      return rewrite(index, cast, scene: scene, from: receiver.start, .initialScene)
    }
    if !tokens.isText(index + 3, "!") {
      // Unwrapped later (`guard let`, `?.`), the call is an optional UIViewController, and
      // stays one.
      edit(
        tokens.start(receiver.start), tokens.end(index + 2),
        scene.accessor + ".instantiate() as UIViewController?", at: index, .initialScene)
      return
    }
    edit(
      tokens.start(receiver.start), tokens.end(index + 3), scene.accessor + ".instantiate()",
      at: index, .initialScene)
  }

  /// Whether the app's sources make `type` a superclass of the scene's class.
  func isSuperclass(_ type: String, of scene: TypedNames.Scene) -> Bool {
    let name = scene.typeName.split(separator: ".").last.map(String.init) ?? scene.typeName
    return hierarchy.chain(from: name).dropFirst().contains(type)
  }

  /// Why a scene of `storyboard` is left when the app's own `StoryboardScene` (SwiftGen's)
  /// declares that storyboard's scenes; nil otherwise.
  private func leftToTheApp(_ storyboard: String) -> String? {
    guard names.storyboardsOfTheApp.contains(storyboard) else { return nil }
    return "the scenes of storyboard \(storyboard) are those of the app's own StoryboardScene "
      + "(SwiftGen's?), which the generated code leaves to it"
  }
}
