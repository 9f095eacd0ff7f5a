"""Settings: one record per section and company, checked."""

import unittest

from tests.sync_support import SyncTestCase

SETTINGS = "company-settings"


class SettingsTests(SyncTestCase):
    def test_one_record_per_section_and_a_duplicate_is_refused_naming_the_holder(self) -> None:
        first = self.created(SETTINGS, {"section": "profile", "legalName": "Sharma"})
        duplicate = self.create(SETTINGS, {"section": "profile", "legalName": "Other"})
        self.assertEqual(duplicate.status, 422, duplicate.body)
        self.assertEqual(duplicate.body["error"]["code"], "UNIQUE_CONFLICT")
        self.assertEqual(duplicate.body["error"]["clashes"][0]["holderId"], first["id"])
        self.created(SETTINGS, {"section": "tax", "scheme": "composition"})

    def test_an_unknown_section_is_refused(self) -> None:
        reply = self.create(SETTINGS, {"section": "colours"})
        self.assertEqual(reply.status, 422)
        self.assertFieldErrors(reply, "section")


if __name__ == "__main__":
    unittest.main()
