-- Seeded transformation types of natural and biologic production schemes (spec 001 §3).
-- Staff can edit them later; the unique (kind, name) index keeps this idempotent.
INSERT INTO "transformation_types" ("kind", "name", "position") VALUES
  ('NATURAL', 'Cultivation', 1),
  ('NATURAL', 'Harvesting', 2),
  ('NATURAL', 'Drying', 3),
  ('NATURAL', 'Grinding', 4),
  ('NATURAL', 'Extraction', 5),
  ('NATURAL', 'Concentration', 6),
  ('NATURAL', 'Purification', 7),
  ('NATURAL', 'Crystallisation', 8),
  ('NATURAL', 'Fermentation', 9),
  ('BIOLOGIC', 'Cell bank preparation', 1),
  ('BIOLOGIC', 'Cell culture', 2),
  ('BIOLOGIC', 'Fermentation', 3),
  ('BIOLOGIC', 'Harvest and clarification', 4),
  ('BIOLOGIC', 'Chromatography purification', 5),
  ('BIOLOGIC', 'Viral inactivation', 6),
  ('BIOLOGIC', 'Ultrafiltration / diafiltration', 7),
  ('BIOLOGIC', 'Formulation', 8),
  ('BIOLOGIC', 'Fill and finish', 9)
ON CONFLICT ("kind", "name") DO NOTHING;
