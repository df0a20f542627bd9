main entry

proc corpus.extra.sortedcomparator.Main.<clinit> {
  s2: write corpus.extra.sortedcomparator.Main.TABLE // at corpus.extra.sortedcomparator.Main.<clinit>(Main.java:21)
  s5: write corpus.extra.sortedcomparator.Main.INDEX_LOCK // at corpus.extra.sortedcomparator.Main.<clinit>(Main.java:22)
}

proc corpus.extra.sortedcomparator.Main.collate[corpus.extra.sortedcomparator.Main.lambda$main$0:36#5,corpus.extra.sortedcomparator.Main.main:33#11] {
  s2: read corpus.extra.sortedcomparator.Main.TABLE // at corpus.extra.sortedcomparator.Main.collate(Main.java:25)
  s3: acquire java.lang.Object@Main.java:21 // at corpus.extra.sortedcomparator.Main.collate(Main.java:25)
  s5: release java.lang.Object@Main.java:21 // at corpus.extra.sortedcomparator.Main.collate(Main.java:26)
}

proc corpus.extra.sortedcomparator.Main.lambda$main$0[corpus.extra.sortedcomparator.Main.main:33#11] {
  s1: read corpus.extra.sortedcomparator.Main.INDEX_LOCK // at corpus.extra.sortedcomparator.Main.lambda$main$0(Main.java:34)
  s2: acquire java.lang.Object@Main.java:22 // at corpus.extra.sortedcomparator.Main.lambda$main$0(Main.java:34)
  s3: call corpus.extra.sortedcomparator.Main.pause // at corpus.extra.sortedcomparator.Main.lambda$main$0(Main.java:35)
  s5: write java.util.TreeMap@Main.java:31.$state // at corpus.extra.sortedcomparator.Main.lambda$main$0(Main.java:36)
  s5_1: jump exit5_s5_2 s5_3             // at corpus.extra.sortedcomparator.Main.lambda$main$0(Main.java:36)
  s5_3: call corpus.extra.sortedcomparator.Main.collate[corpus.extra.sortedcomparator.Main.lambda$main$0:36#5,corpus.extra.sortedcomparator.Main.main:33#11] // at corpus.extra.sortedcomparator.Main.lambda$main$0(Main.java:36)
  s5_4: goto s5_1                        // at corpus.extra.sortedcomparator.Main.lambda$main$0(Main.java:36)
  exit5_s5_2: skip                       // at corpus.extra.sortedcomparator.Main.lambda$main$0(Main.java:36)
  s6: release java.lang.Object@Main.java:22 // at corpus.extra.sortedcomparator.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.sortedcomparator.Main.main {
  s6: write java.util.TreeMap@Main.java:31.$state // at corpus.extra.sortedcomparator.Main.main(Main.java:32)
  s6_1: jump exit6_s6_2 s6_3             // at corpus.extra.sortedcomparator.Main.main(Main.java:32)
  s6_3: call corpus.extra.sortedcomparator.Main.collate[corpus.extra.sortedcomparator.Main.lambda$main$0:36#5,corpus.extra.sortedcomparator.Main.main:33#11] // at corpus.extra.sortedcomparator.Main.main(Main.java:32)
  s6_4: goto s6_1                        // at corpus.extra.sortedcomparator.Main.main(Main.java:32)
  exit6_s6_2: skip                       // at corpus.extra.sortedcomparator.Main.main(Main.java:32)
  s11: fork corpus.extra.sortedcomparator.Main.lambda$main$0[corpus.extra.sortedcomparator.Main.main:33#11] java.lang.Thread@Main.java:33 // at corpus.extra.sortedcomparator.Main.main(Main.java:39)
  s12: read corpus.extra.sortedcomparator.Main.TABLE // at corpus.extra.sortedcomparator.Main.main(Main.java:40)
  s13: acquire java.lang.Object@Main.java:21 // at corpus.extra.sortedcomparator.Main.main(Main.java:40)
  s14: call corpus.extra.sortedcomparator.Main.pause // at corpus.extra.sortedcomparator.Main.main(Main.java:41)
  s15: read corpus.extra.sortedcomparator.Main.INDEX_LOCK // at corpus.extra.sortedcomparator.Main.main(Main.java:42)
  s16: acquire java.lang.Object@Main.java:22 // at corpus.extra.sortedcomparator.Main.main(Main.java:42)
  s17: read java.util.TreeMap@Main.java:31.$state // at corpus.extra.sortedcomparator.Main.main(Main.java:43)
  s18: release java.lang.Object@Main.java:22 // at corpus.extra.sortedcomparator.Main.main(Main.java:44)
  s28: release java.lang.Object@Main.java:21 // at corpus.extra.sortedcomparator.Main.main(Main.java:45)
  s30: join java.lang.Thread@Main.java:33 // at corpus.extra.sortedcomparator.Main.main(Main.java:46)
}

proc corpus.extra.sortedcomparator.Main.pause {
}

proc entry {
  init0: call corpus.extra.sortedcomparator.Main.<clinit> // at corpus.extra.sortedcomparator.Main.main(Main.java:31)
  main: call corpus.extra.sortedcomparator.Main.main // at corpus.extra.sortedcomparator.Main.main(Main.java:31)
}
