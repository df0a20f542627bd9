main entry

proc corpus.extra.literalkeymap.Main.<clinit> {
  s3: write corpus.extra.literalkeymap.Main.LOCKS // at corpus.extra.literalkeymap.Main.<clinit>(Main.java:20)
  s4: read corpus.extra.literalkeymap.Main.LOCKS // at corpus.extra.literalkeymap.Main.<clinit>(Main.java:24)
  s7: write java.util.HashMap@Main.java:20.$state // at corpus.extra.literalkeymap.Main.<clinit>(Main.java:24)
  s8: read corpus.extra.literalkeymap.Main.LOCKS // at corpus.extra.literalkeymap.Main.<clinit>(Main.java:25)
  s11: write java.util.HashMap@Main.java:20.$state // at corpus.extra.literalkeymap.Main.<clinit>(Main.java:25)
}

proc corpus.extra.literalkeymap.Main.both[corpus.extra.literalkeymap.Main.lambda$main$0:29#0] {
  s2: read corpus.extra.literalkeymap.Main.LOCKS // at corpus.extra.literalkeymap.Main.both(Main.java:36)
  s3: read java.util.HashMap@Main.java:20.$state // at corpus.extra.literalkeymap.Main.both(Main.java:36)
  s4e1: acquire java.lang.Object@Main.java:24 // at corpus.extra.literalkeymap.Main.both(Main.java:36)
  s5e1: read corpus.extra.literalkeymap.Main.LOCKS // at corpus.extra.literalkeymap.Main.both(Main.java:37)
  s6e1: read java.util.HashMap@Main.java:20.$state // at corpus.extra.literalkeymap.Main.both(Main.java:37)
  s6e1_1: goto s7e2                      // at corpus.extra.literalkeymap.Main.both(Main.java:37)
  s21e1: release java.lang.Object@Main.java:24 // at corpus.extra.literalkeymap.Main.both(Main.java:40)
  s21e1_1: goto exit                     // at corpus.extra.literalkeymap.Main.both(Main.java:40)
  s7e2: acquire java.lang.Object@Main.java:25 // at corpus.extra.literalkeymap.Main.both(Main.java:37)
  s8e2: read corpus.extra.literalkeymap.Main.total // at corpus.extra.literalkeymap.Main.both(Main.java:38)
  s10e2: write corpus.extra.literalkeymap.Main.total // at corpus.extra.literalkeymap.Main.both(Main.java:38)
  s11e2: release java.lang.Object@Main.java:25 // at corpus.extra.literalkeymap.Main.both(Main.java:39)
  s11e2_1: goto s21e1                    // at corpus.extra.literalkeymap.Main.both(Main.java:39)
}

proc corpus.extra.literalkeymap.Main.both[corpus.extra.literalkeymap.Main.main:31#6] {
  s2: read corpus.extra.literalkeymap.Main.LOCKS // at corpus.extra.literalkeymap.Main.both(Main.java:36)
  s3: read java.util.HashMap@Main.java:20.$state // at corpus.extra.literalkeymap.Main.both(Main.java:36)
  s4e1: acquire java.lang.Object@Main.java:25 // at corpus.extra.literalkeymap.Main.both(Main.java:36)
  s5e1: read corpus.extra.literalkeymap.Main.LOCKS // at corpus.extra.literalkeymap.Main.both(Main.java:37)
  s6e1: read java.util.HashMap@Main.java:20.$state // at corpus.extra.literalkeymap.Main.both(Main.java:37)
  s6e1_1: goto s7e2                      // at corpus.extra.literalkeymap.Main.both(Main.java:37)
  s21e1: release java.lang.Object@Main.java:25 // at corpus.extra.literalkeymap.Main.both(Main.java:40)
  s21e1_1: goto exit                     // at corpus.extra.literalkeymap.Main.both(Main.java:40)
  s7e2: acquire java.lang.Object@Main.java:24 // at corpus.extra.literalkeymap.Main.both(Main.java:37)
  s8e2: read corpus.extra.literalkeymap.Main.total // at corpus.extra.literalkeymap.Main.both(Main.java:38)
  s10e2: write corpus.extra.literalkeymap.Main.total // at corpus.extra.literalkeymap.Main.both(Main.java:38)
  s11e2: release java.lang.Object@Main.java:24 // at corpus.extra.literalkeymap.Main.both(Main.java:39)
  s11e2_1: goto s21e1                    // at corpus.extra.literalkeymap.Main.both(Main.java:39)
}

proc corpus.extra.literalkeymap.Main.lambda$main$0 {
  s0: call corpus.extra.literalkeymap.Main.both[corpus.extra.literalkeymap.Main.lambda$main$0:29#0] // at corpus.extra.literalkeymap.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.literalkeymap.Main.main {
  s5: fork corpus.extra.literalkeymap.Main.lambda$main$0 java.lang.Thread@Main.java:29 // at corpus.extra.literalkeymap.Main.main(Main.java:30)
  s6: call corpus.extra.literalkeymap.Main.both[corpus.extra.literalkeymap.Main.main:31#6] // at corpus.extra.literalkeymap.Main.main(Main.java:31)
  s7: join java.lang.Thread@Main.java:29 // at corpus.extra.literalkeymap.Main.main(Main.java:32)
}

proc entry {
  init0: call corpus.extra.literalkeymap.Main.<clinit> // at corpus.extra.literalkeymap.Main.main(Main.java:29)
  main: call corpus.extra.literalkeymap.Main.main // at corpus.extra.literalkeymap.Main.main(Main.java:29)
}
