-- A delivery method lists the cities it serves (ids of src/content/moroccan-cities.ts; null: every city).
-- The seeded home deliveries get theirs: Casablanca et Rabat serves those two, the rest of Morocco every
-- other city. A pickup order keeps no delivery address: it is collected at its shop.
ALTER TABLE "orders" ALTER COLUMN "delivery_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD COLUMN "cities" jsonb;--> statement-breakpoint
UPDATE "delivery_methods" SET "cities" = '["casablanca","rabat"]'::jsonb WHERE "id" = 'home-casablanca-rabat';--> statement-breakpoint
UPDATE "delivery_methods" SET "cities" = '["agadir","al-hoceima","azrou","beni-mellal","benslimane","berkane","berrechid","bouskoura","chefchaouen","dakhla","el-jadida","el-kelaa-des-sraghna","errachidia","essaouira","fes","fnideq","fquih-ben-salah","guelmim","guercif","ifrane","inezgane","kenitra","khemisset","khenifra","khouribga","ksar-el-kebir","laayoune","larache","marrakech","martil","meknes","midelt","mohammedia","nador","ouarzazate","ouezzane","oujda","safi","sale","sefrou","settat","sidi-bennour","sidi-kacem","sidi-slimane","skhirat","tan-tan","tanger","taourirt","taroudant","taza","temara","tetouan","tinghir","tiznit","youssoufia","zagora"]'::jsonb WHERE "id" = 'home-rest-of-morocco';
