CREATE TABLE `insight_sightings` (
	`day` text NOT NULL,
	`client` text NOT NULL,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	PRIMARY KEY(`day`, `client`, `kind`, `text`)
);
--> statement-breakpoint
CREATE TABLE `install_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` integer NOT NULL
);
