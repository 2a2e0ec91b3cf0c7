/// A body of the solar system: what the list shows and the details pane describes.
public struct Planet: Equatable, Sendable {
    /// The body's name.
    public let name: String
    /// "planet" or "dwarf planet".
    public let kind: String
    /// How many moons are known.
    public let moons: Int
    /// Mean distance from the Sun, in astronomical units.
    public let distance: Double
    /// A sentence about it, for the details pane.
    public let summary: String

    /// The planets and the best-known dwarf planets, from the Sun outwards.
    public static let all: [Planet] = [
        Planet(
            name: "Mercury", kind: "planet", moons: 0, distance: 0.39,
            summary: "The smallest planet and the closest to the Sun; a year lasts 88 days."),
        Planet(
            name: "Venus", kind: "planet", moons: 0, distance: 0.72,
            summary: "Hidden under thick clouds of sulphuric acid, the hottest surface of all."),
        Planet(
            name: "Earth", kind: "planet", moons: 1, distance: 1.00,
            summary: "The only world known to hold liquid water on its surface, and life."),
        Planet(
            name: "Mars", kind: "planet", moons: 2, distance: 1.52,
            summary: "A cold desert with the tallest volcano known, Olympus Mons."),
        Planet(
            name: "Ceres", kind: "dwarf planet", moons: 0, distance: 2.77,
            summary: "The largest body of the asteroid belt, visited by the Dawn probe."),
        Planet(
            name: "Jupiter", kind: "planet", moons: 95, distance: 5.20,
            summary: "A gas giant more massive than all other planets together."),
        Planet(
            name: "Saturn", kind: "planet", moons: 146, distance: 9.58,
            summary: "Its rings of ice and rock span hundreds of thousands of kilometres."),
        Planet(
            name: "Uranus", kind: "planet", moons: 28, distance: 19.2,
            summary: "An ice giant that rolls around the Sun on its side."),
        Planet(
            name: "Neptune", kind: "planet", moons: 16, distance: 30.1,
            summary: "The windiest planet, found by calculation before it was seen."),
        Planet(
            name: "Pluto", kind: "dwarf planet", moons: 5, distance: 39.5,
            summary: "A heart-shaped plain of nitrogen ice, seen by New Horizons in 2015."),
        Planet(
            name: "Haumea", kind: "dwarf planet", moons: 2, distance: 43.1,
            summary: "Spins so fast that it is stretched into an egg shape."),
        Planet(
            name: "Makemake", kind: "dwarf planet", moons: 1, distance: 45.8,
            summary: "A bright, reddish world of the Kuiper belt."),
        Planet(
            name: "Eris", kind: "dwarf planet", moons: 1, distance: 67.9,
            summary: "Nearly as large as Pluto; its discovery led to the term dwarf planet."),
    ]
}
