/// The sample model `termcells-demo screen` fills every table with. Its stored properties
/// fill outlets of the same names (`fillOutlets(fromPropertiesOf:)`): title, detail, sender, number.
struct SampleItem {
    let title: String
    let detail: String
    let sender: String
    let number: Int

    init(number: Int) {
        self.number = number
        title = "Item \(number)"
        detail = "#\(number)"
        sender = ["Ada", "Grace", "Alan", "Edsger"][number % 4]
    }
}
