package org.petrify.api.report;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The official SARIF 2.1.0 JSON schema (vendored in {@code sarif/sarif-schema-2.1.0.json}, see
 * the README there) and a validator for logs against it. Shared with other modules' tests
 * through this module's test jar.
 */
public final class SarifSchema {
  private static final Schema SCHEMA = load();

  private SarifSchema() {}

  /** The schema violations of a SARIF log, as messages; empty if it is valid. */
  public static List<String> violations(String sarif) {
    return SCHEMA.validate(sarif, InputFormat.JSON).stream().map(Error::toString).toList();
  }

  private static Schema load() {
    try (InputStream in = SarifSchema.class.getResourceAsStream("/sarif/sarif-schema-2.1.0.json")) {
      if (in == null) {
        throw new IllegalStateException("sarif/sarif-schema-2.1.0.json is not on the class path");
      }
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7).getSchema(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
