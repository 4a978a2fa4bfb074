import Foundation
import PathRouter

/// A product page: a path field and two optional query fields.
struct ProductRoute: RouteValue {
    static let pattern = "/products/:id"
    var id: Int
    var ref: String?
    var sort: SortOrder?

    init(id: Int, ref: String? = nil, sort: SortOrder? = nil) {
        self.id = id
        self.ref = ref
        self.sort = sort
    }

    init(_ fields: RouteFields) throws(NavigationError) {
        id = try fields.value("id")
        ref = try fields.value("ref")
        sort = try fields.value("sort")
    }

    func encode(to fields: inout RouteFields) {
        fields.set("id", id)
        fields.set("ref", ref)
        fields.set("sort", sort)
    }
}

enum SortOrder: String, RouteField, CaseIterable {
    case newest, cheapest, top
}

/// A product's view model with a dependency, built by its route.
struct ProductScreen: ScreenViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let product: ProductRoute
    let catalog: Catalog
}

/// A dependency: names by product id.
struct Catalog: Sendable {
    var names: [Int: String]
    func name(of id: Int) -> String { names[id] ?? "unknown" }
}

/// A value of every supported field type: in the path and in the query, required and optional.
struct EveryField: RouteValue {
    static let pattern = "/every/:text/:int/:uuid/**rest"
    var text: String
    var int: Int
    var uuid: UUID
    var rest: String
    var int8: Int8
    var int16: Int16
    var int32: Int32
    var int64: Int64
    var uint: UInt
    var uint8: UInt8
    var uint16: UInt16
    var uint32: UInt32
    var uint64: UInt64
    var double: Double
    var float: Float
    var bool: Bool
    var sort: SortOrder
    var note: String?
    var count: Int?

    init(_ fields: RouteFields) throws(NavigationError) {
        text = try fields.value("text")
        int = try fields.value("int")
        uuid = try fields.value("uuid")
        rest = try fields.value("rest")
        int8 = try fields.value("int8")
        int16 = try fields.value("int16")
        int32 = try fields.value("int32")
        int64 = try fields.value("int64")
        uint = try fields.value("uint")
        uint8 = try fields.value("uint8")
        uint16 = try fields.value("uint16")
        uint32 = try fields.value("uint32")
        uint64 = try fields.value("uint64")
        double = try fields.value("double")
        float = try fields.value("float")
        bool = try fields.value("bool")
        sort = try fields.value("sort")
        note = try fields.value("note")
        count = try fields.value("count")
    }

    init(
        text: String, int: Int, uuid: UUID, rest: String, int8: Int8, int16: Int16, int32: Int32, int64: Int64, uint: UInt,
        uint8: UInt8, uint16: UInt16, uint32: UInt32, uint64: UInt64, double: Double, float: Float, bool: Bool, sort: SortOrder,
        note: String?, count: Int?
    ) {
        (self.text, self.int, self.uuid, self.rest) = (text, int, uuid, rest)
        (self.int8, self.int16, self.int32, self.int64) = (int8, int16, int32, int64)
        (self.uint, self.uint8, self.uint16, self.uint32, self.uint64) = (uint, uint8, uint16, uint32, uint64)
        (self.double, self.float, self.bool, self.sort, self.note, self.count) = (double, float, bool, sort, note, count)
    }

    func encode(to fields: inout RouteFields) {
        fields.set("text", text)
        fields.set("int", int)
        fields.set("uuid", uuid)
        fields.set("rest", rest)
        fields.set("int8", int8)
        fields.set("int16", int16)
        fields.set("int32", int32)
        fields.set("int64", int64)
        fields.set("uint", uint)
        fields.set("uint8", uint8)
        fields.set("uint16", uint16)
        fields.set("uint32", uint32)
        fields.set("uint64", uint64)
        fields.set("double", double)
        fields.set("float", float)
        fields.set("bool", bool)
        fields.set("sort", sort)
        fields.set("note", note)
        fields.set("count", count)
    }
}

/// A view model that only records what it was built with.
struct ValuePage<Value: RouteValue>: ScreenViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let value: Value
}
