"""Seed catalogue: products with valid GTIN-14s and their ESPR-style passports (CIRPASS simulation)."""

from __future__ import annotations

import json
from typing import Any

from ..store import Store

#: Catalogue entries; ``serial`` ``""`` is the product class (any serial of that GTIN).
PRODUCTS: list[dict[str, Any]] = [
    {"gtin": "09520123456788", "serial": None, "name": "EcoTrail Running Shoe",
     "description": "Trail running shoe with a recycled PET upper and a replaceable outsole.",
     "manufacturer": "Stride Footwear GmbH", "category": "footwear"},
    {"gtin": "09520123456788", "serial": "SN-1001", "name": "EcoTrail Running Shoe",
     "description": "Trail running shoe, size EU 42, unit SN-1001.",
     "manufacturer": "Stride Footwear GmbH", "category": "footwear"},
    {"gtin": "04012345678901", "serial": None, "name": "AquaPure Water Filter Jug",
     "description": "2.4 l filter jug; cartridge made from 60% recycled polypropylene.",
     "manufacturer": "AquaPure AG", "category": "household"},
    {"gtin": "05412345000013", "serial": "BAT-48V-0007", "name": "Volta 48V E-Bike Battery",
     "description": "48 V, 14 Ah lithium-ion pack for e-bikes.",
     "manufacturer": "Volta Energy BV", "category": "battery"},
    {"gtin": "08712345678906", "serial": None, "name": "Merino Crew Sweater",
     "description": "Merino wool crew-neck sweater, repairable seams.",
     "manufacturer": "Noordwol Textiles", "category": "textile"},
    {"gtin": "07612345000008", "serial": None, "name": "Fairmodule Smartphone 5",
     "description": "Modular smartphone with user-replaceable battery and display.",
     "manufacturer": "Fairmodule SA", "category": "electronics"},
]


def _passport(id: str, gtin: str, serial: str | None, name: str, manufacturer: tuple[str, str, str],
              materials: list[tuple[str, float, float]], origin: str, carbon: float, warranty_ends: str,
              repair_score: float, spare_parts_until: str, lifetime_years: int) -> dict[str, Any]:
    """Build one passport: the seed's ``CirpassProduct`` fields plus ESPR crosswalk fields."""
    maker, country, gln = manufacturer
    recycled = round(sum(share * rec for _, share, rec in materials) / 100, 1)
    return {
        "id": id, "gtin": gtin, "serial": serial, "name": name,
        "manufacturer": {"name": maker, "country": country},
        "materials": [material for material, _, _ in materials],
        "origin": origin,
        "lifecycle": [
            {"eventType": "manufactured", "timestamp": "2026-03-02T08:00:00Z", "details": {"site": f"{maker} plant"}},
            {"eventType": "shipped", "timestamp": "2026-03-09T14:30:00Z", "details": {"carrier": "EuroFreight"}},
        ],
        "warranty": {"ends": warranty_ends},
        "repairability": {"score": repair_score},
        "economicOperator": {"name": maker, "gln": gln, "country": country},
        "materialComposition": [{"material": material, "massPercent": share, "recycledContentPercent": rec}
                                for material, share, rec in materials],
        "recycledContentPercent": recycled,
        "carbonFootprint": {"value": carbon, "unit": "kg CO2e", "lifecycleStage": "cradle-to-gate",
                            "method": "PEF 3.1"},
        "durability": {"expectedLifetimeYears": lifetime_years, "warrantyEnds": warranty_ends},
        "repairInformation": {"repairabilityScore": repair_score, "sparePartsAvailableUntil": spare_parts_until,
                              "manualUrl": f"https://example.com/repair/{gtin}"},
        "dueDiligence": [{"type": "supplierDeclaration", "url": f"https://example.com/dd/{id}.pdf"}],
    }


PASSPORTS: list[dict[str, Any]] = [
    _passport("cirpass-001", "09520123456788", None, "EcoTrail Running Shoe",
              ("Stride Footwear GmbH", "DE", "4012345000009"),
              [("recycled PET", 45.0, 100.0), ("natural rubber", 35.0, 20.0), ("EVA foam", 20.0, 0.0)],
              "DE", 11.8, "2028-03-01", 6.5, "2033-12-31", 3),
    _passport("cirpass-002", "04012345678901", None, "AquaPure Water Filter Jug",
              ("AquaPure AG", "AT", "9012345000004"),
              [("polypropylene", 70.0, 60.0), ("activated carbon", 20.0, 0.0), ("ion-exchange resin", 10.0, 0.0)],
              "AT", 3.2, "2028-06-30", 7.0, "2031-12-31", 5),
    _passport("cirpass-003", "05412345000013", "BAT-48V-0007", "Volta 48V E-Bike Battery",
              ("Volta Energy BV", "NL", "8712345000004"),
              [("NMC 811 cells", 65.0, 12.0), ("aluminium housing", 25.0, 70.0), ("electronics", 10.0, 5.0)],
              "NL", 98.4, "2029-01-31", 8.0, "2036-12-31", 8),
    _passport("cirpass-004", "08712345678906", None, "Merino Crew Sweater",
              ("Noordwol Textiles", "NL", "8712345000011"),
              [("merino wool", 95.0, 10.0), ("elastane", 5.0, 0.0)],
              "NL", 17.5, "2028-09-30", 8.5, "2031-09-30", 10),
]


def seed(store: Store) -> None:
    """Insert the catalogue and the passports (called at start-up and after every reset)."""
    with store.transaction():
        for index, product in enumerate(PRODUCTS):
            store.execute("INSERT OR REPLACE INTO products (gtin, serial, body, created_seq) VALUES (?, ?, ?, ?)",
                          (product["gtin"], product["serial"] or "", json.dumps(product), index))
        for index, passport in enumerate(PASSPORTS):
            store.execute("INSERT OR REPLACE INTO passports (id, gtin, serial, body, seq) VALUES (?, ?, ?, ?, ?)",
                          (passport["id"], passport["gtin"], passport["serial"] or "", json.dumps(passport), index))
