/// The registry's current table, readable without its lock: what every resolve starts with.
/// Empty while a change is being made (a reader then takes the registry's lock).
///
/// ```swift
/// let slot = RouteTableSlot(table)
/// let current = slot.load()      // the table, or nil while one is being replaced
/// ```
typealias RouteTableSlot = PublishedSlot<RouteTable>
