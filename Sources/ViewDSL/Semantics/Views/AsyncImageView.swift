import LayoutEngine

/// `AsyncImage(url:scale:)` and `AsyncImage(url:scale:content:placeholder:)`, laid out as they
/// show while loading, which is all a preview can know of a network image: Apple's reference
/// ("AsyncImage"): "Until the image loads, the view displays a standard placeholder that fills
/// the available space", or the `placeholder` views given. A warning says so.
enum AsyncImageView {
  static let definition = ViewDefinition(
    name: "AsyncImage", role: .image,
    overloads: [
      Signature(
        "url",
        [
          .labelled("url", .any), .labelled("scale", .number, defaulted: true),
          .labelled("transaction", .any, defaulted: true),
        ])
    ],
    acceptsChildren: true,
    lower: { call, children, context in
      context.report(.asyncImageWhileLoading, at: call.location)
      switch children.count {
      // The standard placeholder fills what it is offered, as a colour does.
      case 0: return context.addNode(.shape)
      case 1: return children[0]
      default:
        return context.addNode(.zstack(ZStackLayout(alignment: .center)), children: children)
      }
    })
}
