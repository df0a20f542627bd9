main entry

proc corpus.extra.nestedgroups.fixed.Main$Account.<init>[corpus.extra.nestedgroups.fixed.Main$Account@Main.java:31] {
}

proc corpus.extra.nestedgroups.fixed.Main$Account.touch[corpus.extra.nestedgroups.fixed.Main$Account@Main.java:31] {
  sync: acquire corpus.extra.nestedgroups.fixed.Main$Account@Main.java:31 // at corpus.extra.nestedgroups.fixed.Main$Account.touch(Main.java:25)
  s1: read java.lang.System.out          // at corpus.extra.nestedgroups.fixed.Main$Account.touch(Main.java:25)
  ret_0: release corpus.extra.nestedgroups.fixed.Main$Account@Main.java:31 // at corpus.extra.nestedgroups.fixed.Main$Account.touch(Main.java:25)
}

proc corpus.extra.nestedgroups.fixed.Main.<clinit> {
  s2: write corpus.extra.nestedgroups.fixed.Main.JOURNAL // at corpus.extra.nestedgroups.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.extra.nestedgroups.fixed.Main.lambda$main$0[corpus.extra.nestedgroups.fixed.Main.main:35#25] {
  s1: read corpus.extra.nestedgroups.fixed.Main.JOURNAL // at corpus.extra.nestedgroups.fixed.Main.lambda$main$0(Main.java:36)
  s2: acquire java.lang.Object@Main.java:21 // at corpus.extra.nestedgroups.fixed.Main.lambda$main$0(Main.java:36)
  s3: call corpus.extra.nestedgroups.fixed.Main.pause // at corpus.extra.nestedgroups.fixed.Main.lambda$main$0(Main.java:37)
  s4: call corpus.extra.nestedgroups.fixed.Main$Account.touch[corpus.extra.nestedgroups.fixed.Main$Account@Main.java:31] // at corpus.extra.nestedgroups.fixed.Main.lambda$main$0(Main.java:38)
  s5: release java.lang.Object@Main.java:21 // at corpus.extra.nestedgroups.fixed.Main.lambda$main$0(Main.java:39)
}

proc corpus.extra.nestedgroups.fixed.Main.main {
  s6: call corpus.extra.nestedgroups.fixed.Main$Account.<init>[corpus.extra.nestedgroups.fixed.Main$Account@Main.java:31] // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:31)
  s15: jump s16 s25                      // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:34)
  s16: read java.lang.String[][]         // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:34)
  s25: fork corpus.extra.nestedgroups.fixed.Main.lambda$main$0[corpus.extra.nestedgroups.fixed.Main.main:35#25] java.lang.Thread@Main.java:35 // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:41)
  s30: acquire java.util.ArrayList@Main.java:32 // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:43)
  s31: call corpus.extra.nestedgroups.fixed.Main.pause // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:44)
  s32: read corpus.extra.nestedgroups.fixed.Main.JOURNAL // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:45)
  s33: acquire java.lang.Object@Main.java:21 // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:45)
  s34: read java.lang.System.out         // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:46)
  s38: release java.lang.Object@Main.java:21 // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:47)
  s48: release java.util.ArrayList@Main.java:32 // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:48)
  s50: join java.lang.Thread@Main.java:35 // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:49)
}

proc corpus.extra.nestedgroups.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.nestedgroups.fixed.Main.<clinit> // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:30)
  main: call corpus.extra.nestedgroups.fixed.Main.main // at corpus.extra.nestedgroups.fixed.Main.main(Main.java:30)
}
