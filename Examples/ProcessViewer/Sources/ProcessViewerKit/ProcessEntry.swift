/// One process as the viewer shows it.
public struct ProcessEntry: Identifiable, Equatable, Sendable {
    /// What the kernel says the process is doing.
    public enum State: String, CaseIterable, Sendable {
        case running = "Running"
        case sleeping = "Sleeping"
        case other = "Other"
    }

    public let id: Int
    public var name: String
    public var state: State
    /// Share of one core used since the previous sample, in percent.
    public var cpu: Double

    public init(id: Int, name: String, state: State, cpu: Double = 0) {
        self.id = id
        self.name = name
        self.state = state
        self.cpu = cpu
    }

    /// Whether the process is busy enough to be drawn as such.
    public var isBusy: Bool { cpu >= 50 }
}
