main entry

proc corpus.extra.literalkeymap.fixed.Main.<clinit> {
  s3: write corpus.extra.literalkeymap.fixed.Main.LOCKS // at corpus.extra.literalkeymap.fixed.Main.<clinit>(Main.java:19)
  s4: read corpus.extra.literalkeymap.fixed.Main.LOCKS // at corpus.extra.literalkeymap.fixed.Main.<clinit>(Main.java:23)
  s7: write java.util.HashMap@Main.java:19.$state // at corpus.extra.literalkeymap.fixed.Main.<clinit>(Main.java:23)
  s8: read corpus.extra.literalkeymap.fixed.Main.LOCKS // at corpus.extra.literalkeymap.fixed.Main.<clinit>(Main.java:24)
  s11: write java.util.HashMap@Main.java:19.$state // at corpus.extra.literalkeymap.fixed.Main.<clinit>(Main.java:24)
}

proc corpus.extra.literalkeymap.fixed.Main.both[corpus.extra.literalkeymap.fixed.Main.lambda$main$0:28#0] {
  s2: read corpus.extra.literalkeymap.fixed.Main.LOCKS // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:35)
  s3: read java.util.HashMap@Main.java:19.$state // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:35)
  s4e1: acquire java.lang.Object@Main.java:23 // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:35)
  s5e1: read corpus.extra.literalkeymap.fixed.Main.LOCKS // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:36)
  s6e1: read java.util.HashMap@Main.java:19.$state // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:36)
  s6e1_1: goto s7e2                      // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:36)
  s21e1: release java.lang.Object@Main.java:23 // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:39)
  s21e1_1: goto exit                     // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:39)
  s7e2: acquire java.lang.Object@Main.java:24 // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:36)
  s8e2: read corpus.extra.literalkeymap.fixed.Main.total // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:37)
  s10e2: write corpus.extra.literalkeymap.fixed.Main.total // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:37)
  s11e2: release java.lang.Object@Main.java:24 // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:38)
  s11e2_1: goto s21e1                    // at corpus.extra.literalkeymap.fixed.Main.both(Main.java:38)
}

proc corpus.extra.literalkeymap.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.literalkeymap.fixed.Main.both[corpus.extra.literalkeymap.fixed.Main.lambda$main$0:28#0] // at corpus.extra.literalkeymap.fixed.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.literalkeymap.fixed.Main.main {
  s5: fork corpus.extra.literalkeymap.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:28 // at corpus.extra.literalkeymap.fixed.Main.main(Main.java:29)
  s6: call corpus.extra.literalkeymap.fixed.Main.both[corpus.extra.literalkeymap.fixed.Main.lambda$main$0:28#0] // at corpus.extra.literalkeymap.fixed.Main.main(Main.java:30)
  s7: join java.lang.Thread@Main.java:28 // at corpus.extra.literalkeymap.fixed.Main.main(Main.java:31)
}

proc entry {
  init0: call corpus.extra.literalkeymap.fixed.Main.<clinit> // at corpus.extra.literalkeymap.fixed.Main.main(Main.java:28)
  main: call corpus.extra.literalkeymap.fixed.Main.main // at corpus.extra.literalkeymap.fixed.Main.main(Main.java:28)
}
