main entry
counter trips.corpus.extra.summaryphase.fixed.Main.work[corpus.extra.summaryphase.fixed.Main.main:61#5].1 cap 20 init 0 per-thread

proc corpus.extra.summaryphase.fixed.Main$Job.<init>[corpus.extra.summaryphase.fixed.Main$Job@Main.java:42,corpus.extra.summaryphase.fixed.Main.main:61#5] {
  s2: write corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5].phase // at corpus.extra.summaryphase.fixed.Main$Job.<init>(Main.java:24)
}

proc corpus.extra.summaryphase.fixed.Main$Job.finish[corpus.extra.summaryphase.fixed.Main$Job@Main.java:42,corpus.extra.summaryphase.fixed.Main.main:61#5] {
  sync: jump sync_a0 sync_a1             // at corpus.extra.summaryphase.fixed.Main$Job.finish(Main.java:33)
  sync_a0: acquire corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5]{1} // at corpus.extra.summaryphase.fixed.Main$Job.finish(Main.java:33)
  sync_g0: goto s1e1                     // at corpus.extra.summaryphase.fixed.Main$Job.finish(Main.java:33)
  sync_a1: acquire corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5]{2} // at corpus.extra.summaryphase.fixed.Main$Job.finish(Main.java:33)
  sync_g1: goto s1e2                     // at corpus.extra.summaryphase.fixed.Main$Job.finish(Main.java:33)
  s1e1: write corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5].phase // at corpus.extra.summaryphase.fixed.Main$Job.finish(Main.java:33)
  s1e1_1: goto ret_1                     // at corpus.extra.summaryphase.fixed.Main$Job.finish(Main.java:33)
  s1e2: write corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5].phase // at corpus.extra.summaryphase.fixed.Main$Job.finish(Main.java:33)
  s1e2_1: goto ret_2                     // at corpus.extra.summaryphase.fixed.Main$Job.finish(Main.java:33)
  ret_1: release corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5]{1} // at corpus.extra.summaryphase.fixed.Main$Job.finish(Main.java:33)
  ret_1_1: goto exit                     // at corpus.extra.summaryphase.fixed.Main$Job.finish(Main.java:33)
  ret_2: release corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5]{2} // at corpus.extra.summaryphase.fixed.Main$Job.finish(Main.java:33)
}

proc corpus.extra.summaryphase.fixed.Main$Job.start[corpus.extra.summaryphase.fixed.Main$Job@Main.java:42,corpus.extra.summaryphase.fixed.Main.main:61#5] {
  sync: jump sync_a0 sync_a1             // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:27)
  sync_a0: acquire corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5]{1} // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:27)
  sync_g0: goto s1e1                     // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:27)
  sync_a1: acquire corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5]{2} // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:27)
  sync_g1: goto s1e2                     // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:27)
  s1e1: read corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5].phase // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:27)
  s1e1_5: jump ret_1 s3e1                // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:27)
  s3e1: write corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5].phase // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:28)
  s3e1_1: goto ret_1                     // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:28)
  s1e2: read corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5].phase // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:27)
  s1e2_5: jump ret_2 s3e2                // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:27)
  s3e2: write corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5].phase // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:28)
  s3e2_1: goto ret_2                     // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:28)
  ret_1: release corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5]{1} // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:27)
  ret_1_1: goto exit                     // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:27)
  ret_2: release corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5]{2} // at corpus.extra.summaryphase.fixed.Main$Job.start(Main.java:27)
}

proc corpus.extra.summaryphase.fixed.Main.<clinit> {
  s2: write corpus.extra.summaryphase.fixed.Main.A // at corpus.extra.summaryphase.fixed.Main.<clinit>(Main.java:37)
  s5: write corpus.extra.summaryphase.fixed.Main.B // at corpus.extra.summaryphase.fixed.Main.<clinit>(Main.java:38)
}

proc corpus.extra.summaryphase.fixed.Main.main {
  s5: fork corpus.extra.summaryphase.fixed.Main.work[corpus.extra.summaryphase.fixed.Main.main:61#5] java.lang.Thread@Main.java:61 // at corpus.extra.summaryphase.fixed.Main.main(Main.java:62)
  s6: read corpus.extra.summaryphase.fixed.Main.A // at corpus.extra.summaryphase.fixed.Main.main(Main.java:63)
  s7: acquire java.lang.Object@Main.java:37 // at corpus.extra.summaryphase.fixed.Main.main(Main.java:63)
  s8: read corpus.extra.summaryphase.fixed.Main.B // at corpus.extra.summaryphase.fixed.Main.main(Main.java:64)
  s9: acquire java.lang.Object@Main.java:38 // at corpus.extra.summaryphase.fixed.Main.main(Main.java:64)
  s10: read java.lang.System.out         // at corpus.extra.summaryphase.fixed.Main.main(Main.java:65)
  s12: release java.lang.Object@Main.java:38 // at corpus.extra.summaryphase.fixed.Main.main(Main.java:66)
  s22: release java.lang.Object@Main.java:37 // at corpus.extra.summaryphase.fixed.Main.main(Main.java:67)
  s24: join java.lang.Thread@Main.java:61 // at corpus.extra.summaryphase.fixed.Main.main(Main.java:68)
}

proc corpus.extra.summaryphase.fixed.Main.work[corpus.extra.summaryphase.fixed.Main.main:61#5] {
  s1: tryup trips.corpus.extra.summaryphase.fixed.Main.work[corpus.extra.summaryphase.fixed.Main.main:61#5].1 1 else s1_2 // at corpus.extra.summaryphase.fixed.Main.work(Main.java:41)
  s1_1: goto s3e1                        // at corpus.extra.summaryphase.fixed.Main.work(Main.java:41)
  s1_2: down trips.corpus.extra.summaryphase.fixed.Main.work[corpus.extra.summaryphase.fixed.Main.main:61#5].1 20 // at corpus.extra.summaryphase.fixed.Main.work(Main.java:41)
  s1_3: goto exit                        // at corpus.extra.summaryphase.fixed.Main.work(Main.java:41)
  s28: release java.lang.Object@Main.java:38 // at corpus.extra.summaryphase.fixed.Main.work(Main.java:54)
  s39: release java.lang.Object@Main.java:37 // at corpus.extra.summaryphase.fixed.Main.work(Main.java:55)
  s39_1: goto s1                         // at corpus.extra.summaryphase.fixed.Main.work(Main.java:55)
  s3e1: call corpus.extra.summaryphase.fixed.Main$Job.<init>[corpus.extra.summaryphase.fixed.Main$Job@Main.java:42,corpus.extra.summaryphase.fixed.Main.main:61#5] // at corpus.extra.summaryphase.fixed.Main.work(Main.java:42)
  s5e1: call corpus.extra.summaryphase.fixed.Main$Job.start[corpus.extra.summaryphase.fixed.Main$Job@Main.java:42,corpus.extra.summaryphase.fixed.Main.main:61#5] // at corpus.extra.summaryphase.fixed.Main.work(Main.java:43)
  s6e1: read corpus.extra.summaryphase.fixed.Main$Job@Main.java:42[corpus.extra.summaryphase.fixed.Main.main:61#5].phase // at corpus.extra.summaryphase.fixed.Main.work(Main.java:44)
  s23e1: read corpus.extra.summaryphase.fixed.Main.A // at corpus.extra.summaryphase.fixed.Main.work(Main.java:51)
  s24e1: acquire java.lang.Object@Main.java:37 // at corpus.extra.summaryphase.fixed.Main.work(Main.java:51)
  s25e1: read corpus.extra.summaryphase.fixed.Main.B // at corpus.extra.summaryphase.fixed.Main.work(Main.java:52)
  s26e1: acquire java.lang.Object@Main.java:38 // at corpus.extra.summaryphase.fixed.Main.work(Main.java:52)
  s27e1: call corpus.extra.summaryphase.fixed.Main$Job.finish[corpus.extra.summaryphase.fixed.Main$Job@Main.java:42,corpus.extra.summaryphase.fixed.Main.main:61#5] // at corpus.extra.summaryphase.fixed.Main.work(Main.java:53)
  s27e1_1: goto s28                      // at corpus.extra.summaryphase.fixed.Main.work(Main.java:53)
}

proc entry {
  init0: call corpus.extra.summaryphase.fixed.Main.<clinit> // at corpus.extra.summaryphase.fixed.Main.main(Main.java:61)
  main: call corpus.extra.summaryphase.fixed.Main.main // at corpus.extra.summaryphase.fixed.Main.main(Main.java:61)
}
