/// The name of `type` as `String(describing:)` prints it (`qualified`: as `String(reflecting:)`
/// does), without their dynamic casts. Printing a metatype first asks the runtime whether it
/// conforms to each of the printing protocols; the first such question about a type scans every
/// conformance record of the program, tens of microseconds each, several per registration on the
/// way to a program's first frame.
func typeName(_ type: Any.Type, qualified: Bool = false) -> String {
    _typeName(type, qualified: qualified)
}
