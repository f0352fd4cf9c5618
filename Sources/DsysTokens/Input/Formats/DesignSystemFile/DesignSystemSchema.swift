/// The JSON Schema of `design-system.json` (also at `Schemas/design-system.schema.json`, which a
/// test keeps identical), printed by `dsys schema`.
public enum DesignSystemSchema {
    public static let json = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://github.com/dsys/dsys/Schemas/design-system.schema.json",
  "title": "dsys design-system.json",
  "description": "dsys's own input envelope: a name, font families, the modes, and a W3C DTCG 2025.10 token tree. Per-mode values use $extensions.mode (the Terrazzo convention); the first mode is the default (light) appearance.",
  "type": "object",
  "additionalProperties": false,
  "required": ["tokens"],
  "properties": {
    "$schema": { "type": "string" },
    "name": { "type": "string", "minLength": 1, "description": "The design system's display name." },
    "description": { "type": "string" },
    "fontFamilies": {
      "type": "object",
      "description": "Default font families. sans is used by typography tokens without a fontFamily; mono by tokens whose path contains 'code' or 'mono'. null means the system font.",
      "properties": {
        "sans": { "type": ["string", "null"] },
        "mono": { "type": ["string", "null"] }
      },
      "additionalProperties": { "type": ["string", "null"] }
    },
    "modes": {
      "type": "array",
      "description": "Mode names in order; the first is the default. Names containing 'dark' map to the dark appearance, names containing 'high-contrast' or the word 'hc' to increased contrast (override with the config's appearances).",
      "items": { "type": "string", "minLength": 1 },
      "minItems": 1,
      "uniqueItems": true
    },
    "tokens": { "$ref": "#/$defs/group" }
  },
  "$defs": {
    "group": {
      "type": "object",
      "properties": {
        "$type": { "$ref": "#/$defs/type" },
        "$description": { "type": "string" },
        "$deprecated": { "type": ["boolean", "string"] },
        "$extensions": { "type": "object" },
        "$extends": { "type": "string", "pattern": "^\\{[^{}]+\\}$" }
      },
      "patternProperties": {
        "^[^${}.][^{}.]*$": { "oneOf": [{ "$ref": "#/$defs/token" }, { "$ref": "#/$defs/group" }] },
        "^\\$root$": { "$ref": "#/$defs/token" }
      },
      "additionalProperties": false
    },
    "token": {
      "type": "object",
      "required": ["$value"],
      "properties": {
        "$value": {},
        "$type": { "$ref": "#/$defs/type" },
        "$description": { "type": "string" },
        "$deprecated": { "type": ["boolean", "string"] },
        "$extensions": {
          "type": "object",
          "properties": {
            "mode": { "type": "object", "description": "A value per mode name, replacing $value in that mode." },
            "dsys": {
              "type": "object",
              "properties": {
                "textStyle": {
                  "enum": ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2"],
                  "description": "The Dynamic Type text style a typography token scales with (default: nearest by size)."
                }
              }
            }
          }
        }
      },
      "additionalProperties": false
    },
    "type": {
      "enum": ["color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle", "border", "transition", "shadow", "gradient", "typography"]
    }
  }
}

"""#
}
