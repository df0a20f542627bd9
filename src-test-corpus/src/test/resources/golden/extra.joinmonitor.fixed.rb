main entry

proc corpus.extra.joinmonitor.fixed.Main$Worker.<init>[corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31] {
}

proc corpus.extra.joinmonitor.fixed.Main$Worker.run[corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31] {
  s2: acquire corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main$Worker.run(Main.java:24)
  s3: read corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31.done // at corpus.extra.joinmonitor.fixed.Main$Worker.run(Main.java:25)
  s5: write corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31.done // at corpus.extra.joinmonitor.fixed.Main$Worker.run(Main.java:25)
  s6: release corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main$Worker.run(Main.java:26)
}

proc corpus.extra.joinmonitor.fixed.Main.<clinit> {
  s2: write corpus.extra.joinmonitor.fixed.Main.registry // at corpus.extra.joinmonitor.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.joinmonitor.fixed.Main.lambda$main$0[corpus.extra.joinmonitor.fixed.Main.main:32#13] {
  s1: read corpus.extra.joinmonitor.fixed.Main.registry // at corpus.extra.joinmonitor.fixed.Main.lambda$main$0(Main.java:33)
  s2: acquire java.lang.Object@Main.java:16 // at corpus.extra.joinmonitor.fixed.Main.lambda$main$0(Main.java:33)
  s4: acquire corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.lambda$main$0(Main.java:34)
  s5: read corpus.extra.joinmonitor.fixed.Main.audits // at corpus.extra.joinmonitor.fixed.Main.lambda$main$0(Main.java:35)
  s6: read corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31.done // at corpus.extra.joinmonitor.fixed.Main.lambda$main$0(Main.java:35)
  s8: write corpus.extra.joinmonitor.fixed.Main.audits // at corpus.extra.joinmonitor.fixed.Main.lambda$main$0(Main.java:35)
  s9: release corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.lambda$main$0(Main.java:36)
  s19: release java.lang.Object@Main.java:16 // at corpus.extra.joinmonitor.fixed.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.joinmonitor.fixed.Main.main {
  s2: call corpus.extra.joinmonitor.fixed.Main$Worker.<init>[corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31] // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:31)
  s8: read corpus.extra.joinmonitor.fixed.Main.registry // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:39)
  s9: acquire java.lang.Object@Main.java:16 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:39)
  s11: acquire corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:40)
  s12: fork thread:corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:41)
  s13: fork corpus.extra.joinmonitor.fixed.Main.lambda$main$0[corpus.extra.joinmonitor.fixed.Main.main:32#13] java.lang.Thread@Main.java:32 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:42)
  s14_6: holds corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 0 s14 1 s14_1 2 s14_2 3 s14_3 else s14_4 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14: acquire corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_7: release corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_8: join corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_9: acquire corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_10: release corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_11: goto s14_5                     // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_1: release corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_12: join corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_13: acquire corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_14: goto s14_5                     // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_2: release corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_15: release corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_16: join corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_17: acquire corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_18: acquire corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_19: goto s14_5                     // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_3: release corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_20: release corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_21: release corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_22: join corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_23: acquire corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_24: acquire corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_25: acquire corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_26: goto s14_5                     // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_4: join corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s14_5: skip                            // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:43)
  s15: release corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:44)
  s25: release java.lang.Object@Main.java:16 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:45)
  s27: join java.lang.Thread@Main.java:32 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:46)
}

proc entry {
  init0: call corpus.extra.joinmonitor.fixed.Main.<clinit> // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:31)
  main: call corpus.extra.joinmonitor.fixed.Main.main // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:31)
}

proc thread-body:thread:corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 {
  c0: call corpus.extra.joinmonitor.fixed.Main$Worker.run[corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31] // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:31)
}

proc thread:corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 {
  run: call thread-body:thread:corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 else end // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:31)
  end: acquire corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:31)
  wake: notifyAll corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:31)
  free: release corpus.extra.joinmonitor.fixed.Main$Worker@Main.java:31 // at corpus.extra.joinmonitor.fixed.Main.main(Main.java:31)
}
