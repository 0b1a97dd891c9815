package org.orbits.puzzle;

import java.util.List;

/** A table a family adds to the catalog's index to show its entries at a glance: a title, a note, the cells. */
public record SummaryTable(String title, String note, List<String> header, List<List<String>> rows) {

    public SummaryTable {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
    }
}
