"""Scripts/snippets against small Markdown documents: good snippets pass, and a broken one fails
naming its document and line. Needs the package's debug build (Scripts/test runs it after the build)."""

import subprocess
import tempfile
import textwrap
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SCRIPT = ROOT / "Scripts" / "snippets"

MANIFEST = """\
// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "MyApp",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)],
  dependencies: [.package(name: "SharedCore", path: "../SharedCore")],
  targets: [.target(name: "App", dependencies: [.product(name: "SharedCore", package: "{package}")])]
)
"""


@unittest.skipUnless((ROOT / ".build" / "debug").is_dir(), "needs `swift build --build-tests` first")
class SnippetsTests(unittest.TestCase):
    def check(self, markdown: str) -> subprocess.CompletedProcess:
        with tempfile.TemporaryDirectory(dir=ROOT / ".build") as folder:
            document = Path(folder) / "Guide.md"
            document.write_text(markdown, encoding="utf-8")
            return subprocess.run([str(SCRIPT), str(document)], capture_output=True, text=True)

    def test_statements_declarations_and_manifests_compile(self):
        result = self.check(
            "# Guide\n\n<!-- snippet: declarations -->\n```swift\nimport SharedCore\n\n"
            "struct Greeting: BusEvent {\n  static let name = \"greeting\"\n}\n```\n\n"
            "```swift\nlet bus = EventBus()\nbus.post(Greeting())\n```\n\n"
            "<!-- snippet: manifest -->\n```swift\n" + MANIFEST.replace("{package}", "SharedCore") + "```\n"
        )
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("snippets: 3 in 1 documents ok", result.stderr)

    def test_broken_snippets_fail_with_document_and_line(self):
        result = self.check(
            textwrap.dedent(
                """\
                # Guide

                ```swift
                import SharedCore

                let state: ResourceState<Int, AppError> = .idle
                print(state.valu)
                ```

                <!-- snippet: manifest -->
                ```swift
                """
            )
            + MANIFEST.replace("{package}", "Shared")
            + "```\n"
        )
        self.assertEqual(result.returncode, 1)
        self.assertRegex(result.stderr, r"Guide\.md:7:\d+: error: value of type .* has no member 'valu'")
        self.assertRegex(result.stderr, r"Guide\.md:12: error: this Package.swift snippet does not load")
        self.assertIn("unknown package 'Shared'", result.stderr)

    def test_unknown_snippet_kind_is_an_error(self):
        result = self.check("<!-- snippet: hidden -->\n```swift\nlet x = 1\n```\n")
        self.assertEqual(result.returncode, 1)
        self.assertIn("Guide.md:1: unknown snippet kind 'hidden'", result.stderr)


if __name__ == "__main__":
    unittest.main()
