-- Files the server made for a doctor (prescription PDFs, the demo data's files). With `uploads`
-- (what the doctor uploaded) this says whose a file is: served to that doctor only, and the only
-- files their records may name (uploads.ts). A path in a record never grants access by itself.
CREATE TABLE file_owners (
  path text NOT NULL,
  doctor_id int NOT NULL REFERENCES doctors,
  PRIMARY KEY (path, doctor_id)
);
CREATE INDEX file_owners_doctor ON file_owners (doctor_id);
-- What the server made before this table (the same statements as claimGeneratedFiles in
-- uploads.ts): each prescription's PDF for the doctor who issued it, and the demo files the
-- demo rows name for the doctor whose rows they are.
INSERT INTO file_owners (path, doctor_id)
SELECT data->>'pdf', doctor_id FROM nutrition_prescriptions WHERE data->>'pdf' LIKE '/uploads/pdf/%'
ON CONFLICT DO NOTHING;
INSERT INTO file_owners (path, doctor_id)
SELECT DISTINCT m[1], t.doctor_id
FROM (
  SELECT doctor_id, data::text AS body FROM doctors
  UNION ALL SELECT doctor_id, data::text FROM articles
  UNION ALL SELECT doctor_id, data::text FROM orders
  UNION ALL SELECT doctor_id, data::text FROM comments
) t, regexp_matches(t.body, '(/uploads/demo/[A-Za-z0-9_-]+\.[a-z0-9]{2,4})', 'g') AS m
ON CONFLICT DO NOTHING;
