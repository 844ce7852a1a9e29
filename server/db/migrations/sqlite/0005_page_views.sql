CREATE TABLE `page_views` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`views` integer NOT NULL,
	PRIMARY KEY(`day`, `path`)
);
