/// The built-in starter design system (seed 003's semantic set), used by `dsys generate` when no
/// input is given and no `.dsys/design-system.json` exists. Also shipped as
/// `Examples/Starter/design-system.json`, which a test keeps identical to this text.
public enum StarterDesignSystem {
    /// The display path used in diagnostics and generated headers.
    public static let displayPath = "design-system.json"

    /// The `design-system.json` text.
    public static let json = #"""
{
  "$schema": "./design-system.schema.json",
  "name": "Starter",
  "fontFamilies": {
    "sans": "Inter",
    "mono": "JetBrains Mono"
  },
  "modes": [
    "light",
    "dark"
  ],
  "tokens": {
    "font": {
      "$type": "fontFamily",
      "sans": {
        "$value": "Inter"
      },
      "mono": {
        "$value": "JetBrains Mono"
      }
    },
    "color": {
      "$type": "color",
      "action": {
        "primary": {
          "$value": "#3b82f6",
          "$description": "Primary actions: filled buttons, key links.",
          "$extensions": {
            "mode": {
              "dark": "#1d4ed8"
            }
          }
        },
        "secondary": {
          "$value": "#64748b",
          "$extensions": {
            "mode": {
              "dark": "#94a3b8"
            }
          }
        },
        "destructive": {
          "$value": "#dc2626",
          "$description": "Actions that delete or cannot be undone.",
          "$extensions": {
            "mode": {
              "dark": "#ef4444"
            }
          }
        }
      },
      "surface": {
        "default": {
          "$value": "#ffffff",
          "$description": "The app background.",
          "$extensions": {
            "mode": {
              "dark": "#0f172a"
            }
          }
        },
        "raised": {
          "$value": "#f8fafc",
          "$description": "Cards and sheets above the background.",
          "$extensions": {
            "mode": {
              "dark": "#1e293b"
            }
          }
        },
        "overlay": {
          "$value": "#ffffff",
          "$extensions": {
            "mode": {
              "dark": "#334155"
            }
          }
        },
        "inset": {
          "$value": "#f1f5f9",
          "$description": "Wells such as text fields.",
          "$extensions": {
            "mode": {
              "dark": "#020617"
            }
          }
        }
      },
      "text": {
        "primary": {
          "$value": "#0f172a",
          "$extensions": {
            "mode": {
              "dark": "#f8fafc"
            }
          }
        },
        "secondary": {
          "$value": "#334155",
          "$extensions": {
            "mode": {
              "dark": "#cbd5e1"
            }
          }
        },
        "muted": {
          "$value": "#64748b",
          "$extensions": {
            "mode": {
              "dark": "#94a3b8"
            }
          }
        },
        "inverse": {
          "$value": "#ffffff",
          "$description": "Text on filled action colors."
        },
        "link": {
          "$value": "#2563eb",
          "$extensions": {
            "mode": {
              "dark": "#60a5fa"
            }
          }
        }
      },
      "border": {
        "default": {
          "$value": "#e2e8f0",
          "$extensions": {
            "mode": {
              "dark": "#334155"
            }
          }
        },
        "focus": {
          "$value": "#3b82f6",
          "$extensions": {
            "mode": {
              "dark": "#60a5fa"
            }
          }
        }
      },
      "feedback": {
        "success": {
          "$value": "#16a34a",
          "$extensions": {
            "mode": {
              "dark": "#22c55e"
            }
          }
        },
        "error": {
          "$value": "#dc2626",
          "$extensions": {
            "mode": {
              "dark": "#f87171"
            }
          }
        },
        "warning": {
          "$value": "#d97706",
          "$extensions": {
            "mode": {
              "dark": "#fbbf24"
            }
          }
        },
        "info": {
          "$value": "#2563eb",
          "$extensions": {
            "mode": {
              "dark": "#60a5fa"
            }
          }
        }
      }
    },
    "typography": {
      "$type": "typography",
      "display": {
        "$value": {
          "fontFamily": "{font.sans}",
          "fontSize": {
            "value": 48,
            "unit": "px"
          },
          "fontWeight": 700,
          "letterSpacing": {
            "value": 0,
            "unit": "px"
          },
          "lineHeight": 1.1
        },
        "$extensions": {
          "dsys": {
            "textStyle": "largeTitle"
          }
        }
      },
      "heading1": {
        "$value": {
          "fontFamily": "{font.sans}",
          "fontSize": {
            "value": 36,
            "unit": "px"
          },
          "fontWeight": 700,
          "letterSpacing": {
            "value": 0,
            "unit": "px"
          },
          "lineHeight": 1.2
        },
        "$extensions": {
          "dsys": {
            "textStyle": "largeTitle"
          }
        }
      },
      "heading2": {
        "$value": {
          "fontFamily": "{font.sans}",
          "fontSize": {
            "value": 30,
            "unit": "px"
          },
          "fontWeight": 700,
          "letterSpacing": {
            "value": 0,
            "unit": "px"
          },
          "lineHeight": 1.2
        },
        "$extensions": {
          "dsys": {
            "textStyle": "title"
          }
        }
      },
      "heading3": {
        "$value": {
          "fontFamily": "{font.sans}",
          "fontSize": {
            "value": 24,
            "unit": "px"
          },
          "fontWeight": 600,
          "letterSpacing": {
            "value": 0,
            "unit": "px"
          },
          "lineHeight": 1.25
        },
        "$extensions": {
          "dsys": {
            "textStyle": "title2"
          }
        }
      },
      "heading4": {
        "$value": {
          "fontFamily": "{font.sans}",
          "fontSize": {
            "value": 20,
            "unit": "px"
          },
          "fontWeight": 600,
          "letterSpacing": {
            "value": 0,
            "unit": "px"
          },
          "lineHeight": 1.3
        },
        "$extensions": {
          "dsys": {
            "textStyle": "title3"
          }
        }
      },
      "bodyLarge": {
        "$value": {
          "fontFamily": "{font.sans}",
          "fontSize": {
            "value": 18,
            "unit": "px"
          },
          "fontWeight": 400,
          "letterSpacing": {
            "value": 0,
            "unit": "px"
          },
          "lineHeight": 1.5
        },
        "$extensions": {
          "dsys": {
            "textStyle": "body"
          }
        }
      },
      "body": {
        "$value": {
          "fontFamily": "{font.sans}",
          "fontSize": {
            "value": 16,
            "unit": "px"
          },
          "fontWeight": 400,
          "letterSpacing": {
            "value": 0,
            "unit": "px"
          },
          "lineHeight": 1.5
        },
        "$extensions": {
          "dsys": {
            "textStyle": "body"
          }
        }
      },
      "bodySmall": {
        "$value": {
          "fontFamily": "{font.sans}",
          "fontSize": {
            "value": 14,
            "unit": "px"
          },
          "fontWeight": 400,
          "letterSpacing": {
            "value": 0,
            "unit": "px"
          },
          "lineHeight": 1.45
        },
        "$extensions": {
          "dsys": {
            "textStyle": "callout"
          }
        }
      },
      "caption": {
        "$value": {
          "fontFamily": "{font.sans}",
          "fontSize": {
            "value": 12,
            "unit": "px"
          },
          "fontWeight": 400,
          "letterSpacing": {
            "value": 0,
            "unit": "px"
          },
          "lineHeight": 1.4
        },
        "$extensions": {
          "dsys": {
            "textStyle": "caption"
          }
        }
      },
      "label": {
        "$value": {
          "fontFamily": "{font.sans}",
          "fontSize": {
            "value": 13,
            "unit": "px"
          },
          "fontWeight": 500,
          "letterSpacing": {
            "value": 0,
            "unit": "px"
          },
          "lineHeight": 1.3
        },
        "$extensions": {
          "dsys": {
            "textStyle": "caption2"
          }
        }
      },
      "code": {
        "$value": {
          "fontFamily": "{font.mono}",
          "fontSize": {
            "value": 14,
            "unit": "px"
          },
          "fontWeight": 400,
          "letterSpacing": {
            "value": 0,
            "unit": "px"
          },
          "lineHeight": 1.5
        },
        "$extensions": {
          "dsys": {
            "textStyle": "body"
          }
        }
      }
    },
    "spacing": {
      "$type": "dimension",
      "xs": {
        "$value": {
          "value": 4,
          "unit": "px"
        }
      },
      "sm": {
        "$value": {
          "value": 8,
          "unit": "px"
        }
      },
      "md": {
        "$value": {
          "value": 16,
          "unit": "px"
        }
      },
      "lg": {
        "$value": {
          "value": 24,
          "unit": "px"
        }
      },
      "xl": {
        "$value": {
          "value": 32,
          "unit": "px"
        }
      },
      "xxl": {
        "$value": {
          "value": 48,
          "unit": "px"
        }
      }
    },
    "radius": {
      "$type": "dimension",
      "none": {
        "$value": {
          "value": 0,
          "unit": "px"
        }
      },
      "sm": {
        "$value": {
          "value": 4,
          "unit": "px"
        }
      },
      "md": {
        "$value": {
          "value": 8,
          "unit": "px"
        }
      },
      "lg": {
        "$value": {
          "value": 12,
          "unit": "px"
        }
      },
      "xl": {
        "$value": {
          "value": 16,
          "unit": "px"
        }
      },
      "full": {
        "$value": {
          "value": 9999,
          "unit": "px"
        }
      }
    },
    "borderWidth": {
      "$type": "dimension",
      "thin": {
        "$value": {
          "value": 1,
          "unit": "px"
        }
      },
      "thick": {
        "$value": {
          "value": 2,
          "unit": "px"
        }
      }
    },
    "opacity": {
      "$type": "number",
      "disabled": {
        "$value": 0.4
      },
      "pressed": {
        "$value": 0.8
      }
    },
    "shadow": {
      "$type": "shadow",
      "sm": {
        "$value": {
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.05
          },
          "offsetX": {
            "value": 0,
            "unit": "px"
          },
          "offsetY": {
            "value": 1,
            "unit": "px"
          },
          "blur": {
            "value": 2,
            "unit": "px"
          },
          "spread": {
            "value": 0,
            "unit": "px"
          }
        }
      },
      "md": {
        "$value": {
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.1
          },
          "offsetX": {
            "value": 0,
            "unit": "px"
          },
          "offsetY": {
            "value": 4,
            "unit": "px"
          },
          "blur": {
            "value": 12,
            "unit": "px"
          },
          "spread": {
            "value": -1,
            "unit": "px"
          }
        }
      },
      "lg": {
        "$value": {
          "color": {
            "colorSpace": "srgb",
            "components": [
              0,
              0,
              0
            ],
            "alpha": 0.1
          },
          "offsetX": {
            "value": 0,
            "unit": "px"
          },
          "offsetY": {
            "value": 10,
            "unit": "px"
          },
          "blur": {
            "value": 30,
            "unit": "px"
          },
          "spread": {
            "value": -3,
            "unit": "px"
          }
        }
      }
    },
    "gradient": {
      "$type": "gradient",
      "brand": {
        "$value": [
          {
            "color": "{color.action.primary}",
            "position": 0
          },
          {
            "color": "#8b5cf6",
            "position": 1
          }
        ]
      }
    },
    "motion": {
      "duration": {
        "$type": "duration",
        "fast": {
          "$value": {
            "value": 150,
            "unit": "ms"
          }
        },
        "normal": {
          "$value": {
            "value": 250,
            "unit": "ms"
          }
        },
        "slow": {
          "$value": {
            "value": 400,
            "unit": "ms"
          }
        }
      },
      "standard": {
        "$type": "transition",
        "$value": {
          "duration": "{motion.duration.normal}",
          "delay": {
            "value": 0,
            "unit": "ms"
          },
          "timingFunction": [
            0.2,
            0,
            0,
            1
          ]
        }
      },
      "emphasized": {
        "$type": "transition",
        "$value": {
          "duration": "{motion.duration.slow}",
          "delay": {
            "value": 0,
            "unit": "ms"
          },
          "timingFunction": [
            0.3,
            0,
            0,
            1
          ]
        }
      }
    }
  }
}

"""#
}
