-- The schema of the first release (0.1), as it was created then: IF NOT EXISTS, so a database
-- that release made counts as version 1 unchanged.
CREATE TABLE IF NOT EXISTS meta (key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE IF NOT EXISTS hospitals (hospital_id int PRIMARY KEY, data jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS doctors (
  doctor_id int PRIMARY KEY,
  login_name text UNIQUE NOT NULL,
  password_hash text NOT NULL,
  hospital_id int NOT NULL REFERENCES hospitals,
  data jsonb NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  token text PRIMARY KEY,
  doctor_id int NOT NULL REFERENCES doctors,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS qr_codes (
  uuid text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  doctor_id int REFERENCES doctors
);
CREATE TABLE IF NOT EXISTS uploads (
  path text PRIMARY KEY,
  doctor_id int NOT NULL REFERENCES doctors,
  kind text NOT NULL,
  mime text NOT NULL,
  size bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- tabs / lists / replied are derived with domain's rules when a row is written (db/rows.ts), so a
-- list page is one indexed query: articles.tabs = the status tabs (0-5) listing the article,
-- orders.lists = the patient lists (0-8) listing the order.
CREATE TABLE IF NOT EXISTS articles (
  article_id serial PRIMARY KEY,
  doctor_id int NOT NULL REFERENCES doctors,
  tabs int[] NOT NULL DEFAULT '{}',
  data jsonb NOT NULL
);
CREATE TABLE IF NOT EXISTS comments (
  comment_id serial PRIMARY KEY,
  doctor_id int NOT NULL REFERENCES doctors,
  article_id int NOT NULL,
  replied boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL
);
CREATE TABLE IF NOT EXISTS tags (tag_id int PRIMARY KEY, doctor_id int, data jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS diseases (disease_id serial PRIMARY KEY, doctor_id int NOT NULL REFERENCES doctors, data jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS orders (
  pay_record_id serial PRIMARY KEY,
  doctor_id int NOT NULL REFERENCES doctors,
  lists int[] NOT NULL DEFAULT '{}',
  data jsonb NOT NULL
);
CREATE TABLE IF NOT EXISTS products (nourishment_id serial PRIMARY KEY, hospital_id int NOT NULL REFERENCES hospitals, data jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS nutrition_prescriptions (id serial PRIMARY KEY, doctor_id int NOT NULL REFERENCES doctors, data jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS nutrition_patients (id serial PRIMARY KEY, doctor_id int NOT NULL REFERENCES doctors, data jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS screenings (id serial PRIMARY KEY, doctor_id int NOT NULL REFERENCES doctors, patient_id int NOT NULL REFERENCES nutrition_patients, data jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS evaluations (id serial PRIMARY KEY, doctor_id int NOT NULL REFERENCES doctors, patient_id int NOT NULL REFERENCES nutrition_patients, data jsonb NOT NULL);
CREATE INDEX IF NOT EXISTS articles_doctor ON articles (doctor_id);
CREATE INDEX IF NOT EXISTS comments_doctor ON comments (doctor_id);
CREATE INDEX IF NOT EXISTS orders_doctor ON orders (doctor_id);
CREATE INDEX IF NOT EXISTS products_hospital ON products (hospital_id);
CREATE INDEX IF NOT EXISTS prescriptions_doctor ON nutrition_prescriptions (doctor_id);
CREATE INDEX IF NOT EXISTS screenings_doctor ON screenings (doctor_id);
CREATE INDEX IF NOT EXISTS evaluations_doctor ON evaluations (doctor_id);
