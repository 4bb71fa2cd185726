-- "Tournesol pur": oil is masculine in this name (issue 43, item 16). A shop seeded before the fix
-- gets the French name the seed now gives; a name staff have changed since is left alone. Orders keep
-- the title they were placed with.
UPDATE "products" SET "name" = jsonb_set("name", '{fr}', '"Soleil du Souss Tournesol pur"')
WHERE "slug" = 'soleil-du-souss-tournesol-pure' AND "name"->>'fr' = 'Soleil du Souss Tournesol pure';
