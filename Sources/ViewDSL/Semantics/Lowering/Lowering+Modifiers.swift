import LayoutEngine

/// A view's modifiers in the lowering: each resolved against the catalogue with its arguments
/// bound (`prepare`), and the views written under it lowered (`lowerContent`).
extension Lowerer {
  /// A modifier resolved against the catalogue, its arguments bound and its content lowered.
  struct PreparedModifier {
    /// The dot before the modifier's name, where its record and messages point. The syntax
    /// itself is not kept: its fields made each copy and destruction of a prepared modifier
    /// 630 instructions instead of 430.
    var dotLocation: SourceLocation
    var definition: ModifierDefinition?
    var call: BoundCall?
    /// Views written under the modifier or in its braces.
    var contentViews: [ViewSyntax]
    var content: [NodeID] = []

    /// An environment modifier (`.font`, `.lineLimit`…): it changes what the view sees.
    var isEnvironment: Bool {
      if case .environment? = definition?.role { return true }
      return definition?.environmentWriter != nil
    }
  }

  /// Resolves a modifier against the catalogue and binds its arguments.
  mutating func prepare(_ written: ModifierSyntax) -> PreparedModifier {
    prepare([written], 0)
  }

  /// `prepare(_:)` of `modifiers[i]`, read where it is: passing the modifier itself copied it
  /// and destroyed the copy (270 instructions a modifier on the wide bench file).
  mutating func prepare(_ modifiers: [ModifierSyntax], _ i: Int) -> PreparedModifier {
    let definition = modifierDefinitions.value(for: modifiers[i].name, resolve: Catalogue.modifier)
    // Only a modifier that may take a view argument is rewritten: the rewrite returned a copy
    // of every other modifier unchanged (about 300 instructions a modifier).
    if definition?.special == .viewArgument {
      return prepare(resolved: [ViewArguments.moveViewArgument(modifiers[i])], 0, definition)
    }
    return prepare(resolved: modifiers, i, definition)
  }

  /// `prepare(_:_:)` of a modifier whose view argument, if any, is its content already. The
  /// common path reads the modifier's fields in place; rarer ones take a copy.
  private mutating func prepare(
    resolved modifiers: [ModifierSyntax], _ i: Int, _ definition: ModifierDefinition?
  ) -> PreparedModifier {
    let at = modifiers[i].dotLocation
    var contentViews = modifiers[i].content
    // A closure of views is content, not an argument. Its body is matched where it is: a copy
    // of the optional closure (and two destructions) cost 200 instructions a modifier.
    var closureIsContent = false
    if case .views(let views)? = modifiers[i].trailingClosure?.body {
      contentViews = views + contentViews
      closureIsContent = true
    }
    if !proxies.isEmpty,
      let prepared = prepareProxyModifier(modifiers[i], contentViews: contentViews)
    {
      return prepared
    }
    let special = definition?.special ?? .none
    if special == .toolbar || special == .toolbarBars {
      collectToolbar(modifiers[i], content: contentViews)
    }
    if special == .toolbar, let placement = Self.bottomBarPlacement(in: contentViews) {
      // A bottom toolbar takes height from the content: not laid out yet, so not silent.
      report(.bottomToolbarNotSupportedYet, at: placement)
    }
    if definition == nil {
      let name = modifiers[i].name
      if Catalogue.unsupportedModifiers.contains(name) {
        report(.modifierNotSupportedYet(name), at: at)
      } else if let framework = OtherFrameworks.modifiers[name] {
        report(.modifierFromOtherFramework(name, framework: framework), at: at)
      } else {
        let suggestion = closestSpelling(to: name, in: Catalogue.knownModifierNames)
        report(.unknownModifier(name, suggestion: suggestion), at: at)
      }
    }
    var call: BoundCall?
    if let overloads = definition?.overloads {
      let site = CallSite(
        callee: modifiers[i].name, arguments: modifiers[i].arguments,
        trailingClosure: closureIsContent ? nil : modifiers[i].trailingClosure, location: at)
      call = bind(site, overloads)
    } else if definition != nil {
      call = BoundCall(callee: modifiers[i].name, form: "", location: at)
    }
    return PreparedModifier(
      dotLocation: at, definition: definition, call: call, contentViews: contentViews)
  }

  /// Lowers a modifier's content views (output order: after the view, before its children).
  mutating func lowerContent(_ modifier: PreparedModifier, viewIndex: Int) -> [NodeID] {
    var content: [NodeID] = []
    if let definition = modifier.definition, definition.acceptsContent {
      // Content forms an implicit ZStack: no stack axis reaches it.
      let enclosingAxis = context.stackAxis
      context.stackAxis = nil
      for view in modifier.contentViews {
        content += lowerView(view, parent: viewIndex).map(\.node)
      }
      context.stackAxis = enclosingAxis
    } else if let name = modifier.definition?.name, SilentModifiers.presenting.contains(name) {
      // Presented elsewhere (`SilentModifiers.presenting`): not laid out, not checked.
    } else if let first = modifier.contentViews.first {
      if let definition = modifier.definition {
        report(.modifierContentNotSupported(definition.name), at: first.nameRange.start)
      }
      check(modifier.contentViews)
    }
    return content
  }
}
