/// The table demo's model: one numbered item. Kept to one word so a million fit in 32 MB.
struct DemoItem: Equatable {
    let number: Int
    var isEven: Bool { number % 2 == 0 }
    var title: String { "Item \(number)" }
}
