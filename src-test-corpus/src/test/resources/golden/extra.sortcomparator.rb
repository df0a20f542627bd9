main entry

proc corpus.extra.sortcomparator.Main.<clinit> {
  s2: write corpus.extra.sortcomparator.Main.TABLE // at corpus.extra.sortcomparator.Main.<clinit>(Main.java:21)
  s5: write corpus.extra.sortcomparator.Main.SCORES // at corpus.extra.sortcomparator.Main.<clinit>(Main.java:22)
}

proc corpus.extra.sortcomparator.Main.lambda$main$0 {
  s0: read corpus.extra.sortcomparator.Main.SCORES // at corpus.extra.sortcomparator.Main.lambda$main$0(Main.java:32)
  s1: acquire java.lang.Object@Main.java:22 // at corpus.extra.sortcomparator.Main.lambda$main$0(Main.java:32)
  s2: call corpus.extra.sortcomparator.Main.pause // at corpus.extra.sortcomparator.Main.lambda$main$0(Main.java:33)
  s3: read corpus.extra.sortcomparator.Main.TABLE // at corpus.extra.sortcomparator.Main.lambda$main$0(Main.java:34)
  s4: acquire java.lang.Object@Main.java:21 // at corpus.extra.sortcomparator.Main.lambda$main$0(Main.java:34)
  s5: read java.lang.System.out          // at corpus.extra.sortcomparator.Main.lambda$main$0(Main.java:35)
  s7: release java.lang.Object@Main.java:21 // at corpus.extra.sortcomparator.Main.lambda$main$0(Main.java:36)
  s17: release java.lang.Object@Main.java:22 // at corpus.extra.sortcomparator.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.sortcomparator.Main.lambda$main$1[corpus.extra.sortcomparator.Main.main:43#15] {
  s2: call corpus.extra.sortcomparator.Main.score[corpus.extra.sortcomparator.Main.lambda$main$1:43#2,corpus.extra.sortcomparator.Main.main:43#15] // at corpus.extra.sortcomparator.Main.lambda$main$1(Main.java:43)
  s3: call corpus.extra.sortcomparator.Main.score[corpus.extra.sortcomparator.Main.lambda$main$1:43#2,corpus.extra.sortcomparator.Main.main:43#15] // at corpus.extra.sortcomparator.Main.lambda$main$1(Main.java:43)
}

proc corpus.extra.sortcomparator.Main.main {
  s5: fork corpus.extra.sortcomparator.Main.lambda$main$0 java.lang.Thread@Main.java:31 // at corpus.extra.sortcomparator.Main.main(Main.java:39)
  s7: write java.lang.String[]@Main.java:40[0] // at corpus.extra.sortcomparator.Main.main(Main.java:40)
  s8: write java.lang.String[]@Main.java:40[1] // at corpus.extra.sortcomparator.Main.main(Main.java:40)
  s9: write java.lang.String[]@Main.java:40[2] // at corpus.extra.sortcomparator.Main.main(Main.java:40)
  s11: read corpus.extra.sortcomparator.Main.TABLE // at corpus.extra.sortcomparator.Main.main(Main.java:41)
  s12: acquire java.lang.Object@Main.java:21 // at corpus.extra.sortcomparator.Main.main(Main.java:41)
  s13: call corpus.extra.sortcomparator.Main.pause // at corpus.extra.sortcomparator.Main.main(Main.java:42)
  s15: read java.lang.String[]@Main.java:40[] // at corpus.extra.sortcomparator.Main.main(Main.java:43)
  s15_1: write java.lang.String[]@Main.java:40[] // at corpus.extra.sortcomparator.Main.main(Main.java:43)
  s15_2: jump s15_3 s15_4                // at corpus.extra.sortcomparator.Main.main(Main.java:43)
  s15_4: call corpus.extra.sortcomparator.Main.lambda$main$1[corpus.extra.sortcomparator.Main.main:43#15] // at corpus.extra.sortcomparator.Main.main(Main.java:43)
  s15_5: goto s15_2                      // at corpus.extra.sortcomparator.Main.main(Main.java:43)
  s15_3: skip                            // at corpus.extra.sortcomparator.Main.main(Main.java:43)
  s16: release java.lang.Object@Main.java:21 // at corpus.extra.sortcomparator.Main.main(Main.java:44)
  s22: read java.lang.System.out         // at corpus.extra.sortcomparator.Main.main(Main.java:45)
  s23: read java.lang.String[]@Main.java:40[] // at corpus.extra.sortcomparator.Main.main(Main.java:45)
  s25: join java.lang.Thread@Main.java:31 // at corpus.extra.sortcomparator.Main.main(Main.java:46)
}

proc corpus.extra.sortcomparator.Main.pause {
}

proc corpus.extra.sortcomparator.Main.score[corpus.extra.sortcomparator.Main.lambda$main$1:43#2,corpus.extra.sortcomparator.Main.main:43#15] {
  s1: read corpus.extra.sortcomparator.Main.SCORES // at corpus.extra.sortcomparator.Main.score(Main.java:25)
  s2: acquire java.lang.Object@Main.java:22 // at corpus.extra.sortcomparator.Main.score(Main.java:25)
  s4: release java.lang.Object@Main.java:22 // at corpus.extra.sortcomparator.Main.score(Main.java:26)
}

proc entry {
  init0: call corpus.extra.sortcomparator.Main.<clinit> // at corpus.extra.sortcomparator.Main.main(Main.java:31)
  main: call corpus.extra.sortcomparator.Main.main // at corpus.extra.sortcomparator.Main.main(Main.java:31)
}
