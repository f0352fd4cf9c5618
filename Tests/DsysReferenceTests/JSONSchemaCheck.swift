import Foundation

/// A small JSON Schema (2020-12) checker for the keywords dsys's schemas use: `type`, `enum`,
/// `properties`, `additionalProperties`, `required`, `items`, `pattern`, `minLength`, `minimum`,
/// `maximum`, `exclusiveMinimum`, `anyOf` and local `$ref`s. Returns one line per violation.
struct JSONSchemaCheck {
    let root: [String: Any]

    init(schemaText: String) throws {
        root = try JSONSerialization.jsonObject(with: Data(schemaText.utf8)) as? [String: Any] ?? [:]
    }

    func violations(of documentText: String) throws -> [String] {
        let document = try JSONDecoder().decode(JSONValue.self, from: Data(documentText.utf8))
        return violations(document.plain, against: root, at: "$")
    }

    /// Decoded JSON that keeps booleans apart from numbers (`JSONSerialization` does not on Linux).
    private enum JSONValue: Decodable {
        case object([String: JSONValue]), array([JSONValue]), string(String), number(Double), bool(Bool), null

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let flag = try? container.decode(Bool.self) { self = .bool(flag) }
            else if let number = try? container.decode(Double.self) { self = .number(number) }
            else if let text = try? container.decode(String.self) { self = .string(text) }
            else if let elements = try? container.decode([JSONValue].self) { self = .array(elements) }
            else { self = .object(try container.decode([String: JSONValue].self)) }
        }

        /// As Foundation values, with booleans as `BooleanValue` so they never pass for numbers.
        var plain: Any {
            switch self {
            case .object(let members): return members.mapValues(\.plain)
            case .array(let elements): return elements.map(\.plain)
            case .string(let text): return text
            case .number(let number): return number
            case .bool(let flag): return BooleanValue(flag: flag)
            case .null: return NSNull()
            }
        }
    }

    private struct BooleanValue: Equatable { let flag: Bool }

    private func violations(_ value: Any, against schema: [String: Any], at path: String) -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            let definitions = root["$defs"] as? [String: Any] ?? [:]
            guard let target = definitions[name] as? [String: Any] else { return ["\(path): unknown $ref \(reference)"] }
            return violations(value, against: target, at: path)
        }
        var found: [String] = []
        if let alternatives = schema["anyOf"] as? [[String: Any]],
           !alternatives.contains(where: { violations(value, against: $0, at: path).isEmpty }) {
            found.append("\(path): matches none of anyOf")
        }
        if let types = schema["type"] {
            let allowed = (types as? [String]) ?? [types as? String ?? ""]
            if !allowed.contains(where: { Self.value(value, hasType: $0) }) { found.append("\(path): not of type \(allowed)") }
        }
        if let choices = schema["enum"] as? [String], !choices.contains(where: { $0 == value as? String }) {
            found.append("\(path): not one of the enum values")
        }
        if let text = value as? String {
            if let pattern = schema["pattern"] as? String, text.range(of: pattern, options: .regularExpression) == nil {
                found.append("\(path): does not match \(pattern)")
            }
            if let minimum = schema["minLength"] as? Int, text.count < minimum { found.append("\(path): shorter than \(minimum)") }
        }
        if let number = value as? Double {
            if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, number < minimum { found.append("\(path): below \(minimum)") }
            if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue, number > maximum { found.append("\(path): above \(maximum)") }
            if let bound = (schema["exclusiveMinimum"] as? NSNumber)?.doubleValue, number <= bound { found.append("\(path): not above \(bound)") }
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for name in schema["required"] as? [String] ?? [] where object[name] == nil {
                found.append("\(path): missing required '\(name)'")
            }
            for (key, member) in object {
                if let propertySchema = properties[key] as? [String: Any] {
                    found += violations(member, against: propertySchema, at: "\(path).\(key)")
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    found += violations(member, against: additional, at: "\(path).\(key)")
                } else if schema["additionalProperties"] as? Bool == false {
                    found.append("\(path): unknown key '\(key)'")
                }
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, element) in array.enumerated() { found += violations(element, against: items, at: "\(path)[\(index)]") }
        }
        return found
    }

    private static func value(_ value: Any, hasType type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "null": return value is NSNull
        case "boolean": return value is BooleanValue
        case "number": return value is Double
        default: return false
        }
    }
}
