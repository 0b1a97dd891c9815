/*
 * dlx: counts the exact covers of a matrix, by Knuth's Algorithm X with dancing links (D. E. Knuth, "Dancing
 * Links", 2000; TAOCP 7.2.2.1), choosing at every level the item with the fewest remaining options (the first on
 * ties), and with no symmetry breaking: the peer orbits' exact-cover engine is measured against.
 *
 * Input (a file named on the command line, or standard input):
 *   - lines starting with '#' are comments, blank lines are skipped;
 *   - the first other line names the items, separated by spaces; every item is primary (covered exactly once);
 *   - every further line is one option: the names of the items it covers, separated by spaces.
 * Output: one line, "solutions N nodes M", N the number of exact covers, M the number of options tried.
 *
 *   gcc -O2 -std=c99 -o dlx dlx.c && ./dlx matrix.txt
 *
 * C99, no dependencies beyond the C library.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int *llink, *rlink, *len, *top, *ulink, *dlink;
static int items, node_capacity;
static long long solutions, tried;

static void *grow(void *block, size_t size) {
    void *grown = realloc(block, size);
    if (grown == NULL) {
        fprintf(stderr, "dlx: out of memory\n");
        exit(2);
    }
    return grown;
}

static char *copy(const char *word) {
    char *copied = grow(NULL, strlen(word) + 1);
    strcpy(copied, word);
    return copied;
}

/* Item names: a hash table of the names' indices, open addressing. */
static char **names;
static int *table;
static int table_size;

static unsigned hash(const char *name) {
    unsigned h = 2166136261u;
    for (; *name; name++) {
        h = (h ^ (unsigned char) *name) * 16777619u;
    }
    return h;
}

static int find(const char *name) {
    unsigned at = hash(name) & (unsigned) (table_size - 1);
    while (table[at] != 0) {
        if (strcmp(names[table[at]], name) == 0) {
            return table[at];
        }
        at = (at + 1) & (unsigned) (table_size - 1);
    }
    return -(int) at - 1;
}

static void ensure_nodes(int wanted) {
    if (wanted < node_capacity && top != NULL) {
        return;
    }
    while (node_capacity <= wanted) {
        node_capacity *= 2;
    }
    top = grow(top, sizeof(int) * node_capacity);
    ulink = grow(ulink, sizeof(int) * node_capacity);
    dlink = grow(dlink, sizeof(int) * node_capacity);
}

static void hide(int p) {
    for (int q = p + 1; q != p;) {
        int x = top[q], u = ulink[q], d = dlink[q];
        if (x <= 0) {
            q = u;
        } else {
            dlink[u] = d;
            ulink[d] = u;
            len[x]--;
            q++;
        }
    }
}

static void unhide(int p) {
    for (int q = p - 1; q != p;) {
        int x = top[q], u = ulink[q], d = dlink[q];
        if (x <= 0) {
            q = d;
        } else {
            dlink[u] = q;
            ulink[d] = q;
            len[x]++;
            q--;
        }
    }
}

static void cover(int i) {
    for (int p = dlink[i]; p != i; p = dlink[p]) {
        hide(p);
    }
    int l = llink[i], r = rlink[i];
    rlink[l] = r;
    llink[r] = l;
}

static void uncover(int i) {
    int l = llink[i], r = rlink[i];
    rlink[l] = i;
    llink[r] = i;
    for (int p = ulink[i]; p != i; p = ulink[p]) {
        unhide(p);
    }
}

static void search(void) {
    if (rlink[0] == 0) {
        solutions++;
        return;
    }
    int best = 0, fewest = 1 << 30;
    for (int i = rlink[0]; i != 0; i = rlink[i]) {
        if (len[i] < fewest) {
            fewest = len[i];
            best = i;
        }
    }
    if (fewest == 0) {
        return;
    }
    cover(best);
    for (int x = dlink[best]; x != best; x = dlink[x]) {
        tried++;
        for (int p = x + 1; p != x;) {
            int j = top[p];
            if (j <= 0) {
                p = ulink[p];
            } else {
                cover(j);
                p++;
            }
        }
        search();
        for (int p = x - 1; p != x;) {
            int j = top[p];
            if (j <= 0) {
                p = dlink[p];
            } else {
                uncover(j);
                p--;
            }
        }
    }
    uncover(best);
}

/* Reads one line of any length; NULL at the end of the input. */
static char *read_line(FILE *in, char **buffer, size_t *capacity) {
    size_t used = 0;
    int c;
    while ((c = fgetc(in)) != EOF && c != '\n') {
        if (used + 1 >= *capacity) {
            *capacity = *capacity * 2 + 64;
            *buffer = grow(*buffer, *capacity);
        }
        (*buffer)[used++] = (char) c;
    }
    if (c == EOF && used == 0) {
        return NULL;
    }
    if (*buffer == NULL) {
        *capacity = 64;
        *buffer = grow(NULL, *capacity);
    }
    (*buffer)[used] = '\0';
    return *buffer;
}

static int is_skipped(const char *line) {
    while (*line == ' ' || *line == '\t' || *line == '\r') {
        line++;
    }
    return *line == '\0' || *line == '#';
}

int main(int argc, char **argv) {
    FILE *in = argc > 1 ? fopen(argv[1], "r") : stdin;
    if (in == NULL) {
        fprintf(stderr, "dlx: cannot read %s\n", argv[1]);
        return 2;
    }
    char *line = NULL;
    size_t capacity = 0;
    const char *separators = " \t\r";
    while ((line = read_line(in, &line, &capacity)) != NULL && is_skipped(line)) {
    }
    if (line == NULL) {
        fprintf(stderr, "dlx: no items\n");
        return 2;
    }
    int name_capacity = 16;
    names = grow(NULL, sizeof(char *) * name_capacity);
    for (char *word = strtok(line, separators); word != NULL; word = strtok(NULL, separators)) {
        if (++items >= name_capacity) {
            name_capacity *= 2;
            names = grow(names, sizeof(char *) * name_capacity);
        }
        names[items] = copy(word);
    }
    for (table_size = 16; table_size < 2 * items; table_size *= 2) {
    }
    table = calloc((size_t) table_size, sizeof(int));
    llink = grow(NULL, sizeof(int) * (items + 1));
    rlink = grow(NULL, sizeof(int) * (items + 1));
    len = calloc((size_t) items + 1, sizeof(int));
    top = ulink = dlink = NULL;
    node_capacity = 512;
    ensure_nodes(items + 2);
    for (int i = 0; i <= items; i++) {
        llink[i] = i == 0 ? items : i - 1;
        rlink[i] = i == items ? 0 : i + 1;
        ulink[i] = dlink[i] = i;
        top[i] = 0;
        if (i > 0) {
            int slot = find(names[i]);
            if (slot >= 0) {
                fprintf(stderr, "dlx: item %s named twice\n", names[i]);
                return 2;
            }
            table[-slot - 1] = i;
        }
    }
    int spacer = items + 1, node = spacer, options = 0;
    top[spacer] = 0;
    ulink[spacer] = 0;
    while ((line = read_line(in, &line, &capacity)) != NULL) {
        if (is_skipped(line)) {
            continue;
        }
        int first = node + 1;
        for (char *word = strtok(line, separators); word != NULL; word = strtok(NULL, separators)) {
            int item = find(word);
            if (item < 0) {
                fprintf(stderr, "dlx: option %d names an unknown item %s\n", options + 1, word);
                return 2;
            }
            ensure_nodes(node + 2);
            node++;
            top[node] = item;
            ulink[node] = ulink[item];
            dlink[node] = item;
            dlink[ulink[item]] = node;
            ulink[item] = node;
            len[item]++;
        }
        options++;
        ensure_nodes(node + 2);
        dlink[spacer] = node;
        node++;
        spacer = node;
        top[spacer] = -options;
        ulink[spacer] = first;
    }
    dlink[spacer] = 0;
    search();
    printf("solutions %lld nodes %lld\n", solutions, tried);
    return 0;
}
