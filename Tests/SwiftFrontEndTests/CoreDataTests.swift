import Testing

/// Core Data's managed objects made as previews make them: `Book(context:)`, then the
/// attributes the preview shows set one by one.
@Suite struct CoreDataTests {
  static let model = """
    import CoreData
    @objc(Book)
    public class Book: NSManagedObject {}
    extension Book {
      @NSManaged public var title: String?
      @NSManaged public var rating: Int16
      @NSManaged private var genreValue: Int16
      var genre: Genre {
        get { Genre(rawValue: genreValue) ?? .other }
        set { genreValue = newValue.rawValue }
      }
      enum Genre: Int16 { case other, fantasy }
    }
    struct Row: View {
      let book: Book
      var body: some View {
        Color.red.frame(width: Double(book.rating) * 10, height: book.genre == .fantasy ? 20 : 5)
      }
    }
    """

  /// `Book(context:)` is `NSManagedObject`'s initializer (it was "missing argument 'title:'"
  /// from a memberwise one); `rating = 4` makes the bar 40 wide, and `genre = .fantasy` runs
  /// the computed property's `set`, which stores 1 in `genreValue`, so the getter reads
  /// `.fantasy` back: 20 high.
  @Test func anEntityMadeInAContextWithItsAttributesSet() {
    let out = layOutSwift([
      Self.model
        + """

        enum Samples {
          static let book: Book = {
            let book = Book(context: PersistenceController.preview.container.viewContext)
            book.title = "Dune"
            book.rating = 4
            book.genre = .fantasy
            return book
          }()
        }
        #Preview { Row(book: Samples.book) }
        """
    ])
    #expect(out.messages == [])
    #expect(out.frames.first.map { [$0[2], $0[3]] } == [40, 20])
  }

  /// An attribute the preview does not set holds the data model's default, which layoutc does
  /// not read: reading it is the error, where the object is made (21:14).
  @Test func anUnsetAttributeIsAnErrorWhereItIsRead() {
    let out = layOutSwift([
      Self.model
        + """

        func sample() -> Book {
          let book = Book(context: context)
          book.genre = .fantasy
          return book
        }
        #Preview { Row(book: sample()) }
        """
    ])
    #expect(out.frames == [])
    #expect(
      out.messages.first
        == "21:14 'rating' is a Core Data attribute the code has not set: its value is the data model's default, which layoutc does not read; set it where the preview makes the object"
    )
  }
}
