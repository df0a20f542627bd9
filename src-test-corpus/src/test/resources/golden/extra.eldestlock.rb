main entry

proc corpus.extra.eldestlock.Main$1.<init>[corpus.extra.eldestlock.Main$1@Main.java:23] {
}

proc corpus.extra.eldestlock.Main$1.removeEldestEntry[corpus.extra.eldestlock.Main$1@Main.java:23] {
  s2: read corpus.extra.eldestlock.Main.B // at corpus.extra.eldestlock.Main$1.removeEldestEntry(Main.java:26)
  s3: acquire java.lang.Object@Main.java:20 // at corpus.extra.eldestlock.Main$1.removeEldestEntry(Main.java:26)
  s13: release java.lang.Object@Main.java:20 // at corpus.extra.eldestlock.Main$1.removeEldestEntry(Main.java:27)
}

proc corpus.extra.eldestlock.Main.<clinit> {
  s2: write corpus.extra.eldestlock.Main.A // at corpus.extra.eldestlock.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.eldestlock.Main.B // at corpus.extra.eldestlock.Main.<clinit>(Main.java:20)
}

proc corpus.extra.eldestlock.Main.lambda$main$0 {
  s0: read corpus.extra.eldestlock.Main.B // at corpus.extra.eldestlock.Main.lambda$main$0(Main.java:32)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.extra.eldestlock.Main.lambda$main$0(Main.java:32)
  s2: read corpus.extra.eldestlock.Main.A // at corpus.extra.eldestlock.Main.lambda$main$0(Main.java:33)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.eldestlock.Main.lambda$main$0(Main.java:33)
  s4: read java.lang.System.out          // at corpus.extra.eldestlock.Main.lambda$main$0(Main.java:34)
  s6: release java.lang.Object@Main.java:19 // at corpus.extra.eldestlock.Main.lambda$main$0(Main.java:35)
  s16: release java.lang.Object@Main.java:20 // at corpus.extra.eldestlock.Main.lambda$main$0(Main.java:36)
}

proc corpus.extra.eldestlock.Main.main {
  s3: call corpus.extra.eldestlock.Main$1.<init>[corpus.extra.eldestlock.Main$1@Main.java:23] // at corpus.extra.eldestlock.Main.main(Main.java:23)
  s9: fork corpus.extra.eldestlock.Main.lambda$main$0 java.lang.Thread@Main.java:31 // at corpus.extra.eldestlock.Main.main(Main.java:38)
  s10: read corpus.extra.eldestlock.Main.A // at corpus.extra.eldestlock.Main.main(Main.java:39)
  s11: acquire java.lang.Object@Main.java:19 // at corpus.extra.eldestlock.Main.main(Main.java:39)
  s14: jump s14_1 s14_2                  // at corpus.extra.eldestlock.Main.main(Main.java:40)
  s14_2: call corpus.extra.eldestlock.Main$1.removeEldestEntry[corpus.extra.eldestlock.Main$1@Main.java:23] // at corpus.extra.eldestlock.Main.main(Main.java:40)
  s14_3: goto s14                        // at corpus.extra.eldestlock.Main.main(Main.java:40)
  s14_1: skip                            // at corpus.extra.eldestlock.Main.main(Main.java:40)
  s15: release java.lang.Object@Main.java:19 // at corpus.extra.eldestlock.Main.main(Main.java:41)
  s21: join java.lang.Thread@Main.java:31 // at corpus.extra.eldestlock.Main.main(Main.java:42)
}

proc entry {
  init0: call corpus.extra.eldestlock.Main.<clinit> // at corpus.extra.eldestlock.Main.main(Main.java:23)
  main: call corpus.extra.eldestlock.Main.main // at corpus.extra.eldestlock.Main.main(Main.java:23)
}
