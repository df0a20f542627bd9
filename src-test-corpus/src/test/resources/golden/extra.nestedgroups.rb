main entry

proc corpus.extra.nestedgroups.Main$Account.<init>[corpus.extra.nestedgroups.Main$Account@Main.java:34] {
}

proc corpus.extra.nestedgroups.Main$Account.touch[corpus.extra.nestedgroups.Main$Account@Main.java:34] {
  sync: acquire corpus.extra.nestedgroups.Main$Account@Main.java:34 // at corpus.extra.nestedgroups.Main$Account.touch(Main.java:28)
  s1: read java.lang.System.out          // at corpus.extra.nestedgroups.Main$Account.touch(Main.java:28)
  ret_0: release corpus.extra.nestedgroups.Main$Account@Main.java:34 // at corpus.extra.nestedgroups.Main$Account.touch(Main.java:28)
}

proc corpus.extra.nestedgroups.Main.<clinit> {
  s2: write corpus.extra.nestedgroups.Main.JOURNAL // at corpus.extra.nestedgroups.Main.<clinit>(Main.java:24)
}

proc corpus.extra.nestedgroups.Main.lambda$main$0[corpus.extra.nestedgroups.Main.main:38#25] {
  s1: read corpus.extra.nestedgroups.Main.JOURNAL // at corpus.extra.nestedgroups.Main.lambda$main$0(Main.java:39)
  s2: acquire java.lang.Object@Main.java:24 // at corpus.extra.nestedgroups.Main.lambda$main$0(Main.java:39)
  s3: call corpus.extra.nestedgroups.Main.pause // at corpus.extra.nestedgroups.Main.lambda$main$0(Main.java:40)
  s4: call corpus.extra.nestedgroups.Main$Account.touch[corpus.extra.nestedgroups.Main$Account@Main.java:34] // at corpus.extra.nestedgroups.Main.lambda$main$0(Main.java:41)
  s5: release java.lang.Object@Main.java:24 // at corpus.extra.nestedgroups.Main.lambda$main$0(Main.java:42)
}

proc corpus.extra.nestedgroups.Main.main {
  s6: call corpus.extra.nestedgroups.Main$Account.<init>[corpus.extra.nestedgroups.Main$Account@Main.java:34] // at corpus.extra.nestedgroups.Main.main(Main.java:34)
  s15: jump s16 s25                      // at corpus.extra.nestedgroups.Main.main(Main.java:37)
  s16: read java.lang.String[][]         // at corpus.extra.nestedgroups.Main.main(Main.java:37)
  s25: fork corpus.extra.nestedgroups.Main.lambda$main$0[corpus.extra.nestedgroups.Main.main:38#25] java.lang.Thread@Main.java:38 // at corpus.extra.nestedgroups.Main.main(Main.java:44)
  s31_1: jump s34 exit31_s31             // at corpus.extra.nestedgroups.Main.main(Main.java:45)
  exit31_s31: skip                       // at corpus.extra.nestedgroups.Main.main(Main.java:45)
  s31_2: goto s50                        // at corpus.extra.nestedgroups.Main.main(Main.java:45)
  s34: acquire corpus.extra.nestedgroups.Main$Account@Main.java:34 // at corpus.extra.nestedgroups.Main.main(Main.java:46)
  s35: call corpus.extra.nestedgroups.Main.pause // at corpus.extra.nestedgroups.Main.main(Main.java:47)
  s36: read corpus.extra.nestedgroups.Main.JOURNAL // at corpus.extra.nestedgroups.Main.main(Main.java:48)
  s37: acquire java.lang.Object@Main.java:24 // at corpus.extra.nestedgroups.Main.main(Main.java:48)
  s38: read java.lang.System.out         // at corpus.extra.nestedgroups.Main.main(Main.java:49)
  s40: release java.lang.Object@Main.java:24 // at corpus.extra.nestedgroups.Main.main(Main.java:50)
  s40_1: goto s52                        // at corpus.extra.nestedgroups.Main.main(Main.java:50)
  s50: join java.lang.Thread@Main.java:38 // at corpus.extra.nestedgroups.Main.main(Main.java:53)
  s50_1: goto exit                       // at corpus.extra.nestedgroups.Main.main(Main.java:53)
  s52: release corpus.extra.nestedgroups.Main$Account@Main.java:34 // at corpus.extra.nestedgroups.Main.main(Main.java:51)
  s52_1: goto s31_1                      // at corpus.extra.nestedgroups.Main.main(Main.java:51)
}

proc corpus.extra.nestedgroups.Main.pause {
}

proc entry {
  init0: call corpus.extra.nestedgroups.Main.<clinit> // at corpus.extra.nestedgroups.Main.main(Main.java:33)
  main: call corpus.extra.nestedgroups.Main.main // at corpus.extra.nestedgroups.Main.main(Main.java:33)
}
