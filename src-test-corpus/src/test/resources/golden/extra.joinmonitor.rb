main entry

proc corpus.extra.joinmonitor.Main$Worker.<init>[corpus.extra.joinmonitor.Main$Worker@Main.java:33] {
}

proc corpus.extra.joinmonitor.Main$Worker.run[corpus.extra.joinmonitor.Main$Worker@Main.java:33] {
  s2: acquire corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main$Worker.run(Main.java:26)
  s3: read corpus.extra.joinmonitor.Main$Worker@Main.java:33.done // at corpus.extra.joinmonitor.Main$Worker.run(Main.java:27)
  s5: write corpus.extra.joinmonitor.Main$Worker@Main.java:33.done // at corpus.extra.joinmonitor.Main$Worker.run(Main.java:27)
  s6: release corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main$Worker.run(Main.java:28)
}

proc corpus.extra.joinmonitor.Main.<clinit> {
  s2: write corpus.extra.joinmonitor.Main.registry // at corpus.extra.joinmonitor.Main.<clinit>(Main.java:18)
}

proc corpus.extra.joinmonitor.Main.lambda$main$0[corpus.extra.joinmonitor.Main.main:34#13] {
  s2: acquire corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.lambda$main$0(Main.java:35)
  s3: read corpus.extra.joinmonitor.Main.registry // at corpus.extra.joinmonitor.Main.lambda$main$0(Main.java:36)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.joinmonitor.Main.lambda$main$0(Main.java:36)
  s5: read corpus.extra.joinmonitor.Main.audits // at corpus.extra.joinmonitor.Main.lambda$main$0(Main.java:37)
  s6: read corpus.extra.joinmonitor.Main$Worker@Main.java:33.done // at corpus.extra.joinmonitor.Main.lambda$main$0(Main.java:37)
  s8: write corpus.extra.joinmonitor.Main.audits // at corpus.extra.joinmonitor.Main.lambda$main$0(Main.java:37)
  s9: release java.lang.Object@Main.java:18 // at corpus.extra.joinmonitor.Main.lambda$main$0(Main.java:38)
  s19: release corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.lambda$main$0(Main.java:39)
}

proc corpus.extra.joinmonitor.Main.main {
  s2: call corpus.extra.joinmonitor.Main$Worker.<init>[corpus.extra.joinmonitor.Main$Worker@Main.java:33] // at corpus.extra.joinmonitor.Main.main(Main.java:33)
  s8: read corpus.extra.joinmonitor.Main.registry // at corpus.extra.joinmonitor.Main.main(Main.java:41)
  s9: acquire java.lang.Object@Main.java:18 // at corpus.extra.joinmonitor.Main.main(Main.java:41)
  s11: acquire corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:42)
  s12: fork thread:corpus.extra.joinmonitor.Main$Worker@Main.java:33 corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:43)
  s13: fork corpus.extra.joinmonitor.Main.lambda$main$0[corpus.extra.joinmonitor.Main.main:34#13] java.lang.Thread@Main.java:34 // at corpus.extra.joinmonitor.Main.main(Main.java:44)
  s14_6: holds corpus.extra.joinmonitor.Main$Worker@Main.java:33 0 s14 1 s14_1 2 s14_2 3 s14_3 else s14_4 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14: acquire corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_7: release corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_8: join corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_9: acquire corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_10: release corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_11: goto s14_5                     // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_1: release corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_12: join corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_13: acquire corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_14: goto s14_5                     // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_2: release corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_15: release corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_16: join corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_17: acquire corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_18: acquire corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_19: goto s14_5                     // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_3: release corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_20: release corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_21: release corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_22: join corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_23: acquire corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_24: acquire corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_25: acquire corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_26: goto s14_5                     // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_4: join corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s14_5: skip                            // at corpus.extra.joinmonitor.Main.main(Main.java:45)
  s15: release corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:46)
  s25: release java.lang.Object@Main.java:18 // at corpus.extra.joinmonitor.Main.main(Main.java:47)
  s27: join java.lang.Thread@Main.java:34 // at corpus.extra.joinmonitor.Main.main(Main.java:48)
}

proc entry {
  init0: call corpus.extra.joinmonitor.Main.<clinit> // at corpus.extra.joinmonitor.Main.main(Main.java:33)
  main: call corpus.extra.joinmonitor.Main.main // at corpus.extra.joinmonitor.Main.main(Main.java:33)
}

proc thread-body:thread:corpus.extra.joinmonitor.Main$Worker@Main.java:33 {
  c0: call corpus.extra.joinmonitor.Main$Worker.run[corpus.extra.joinmonitor.Main$Worker@Main.java:33] // at corpus.extra.joinmonitor.Main.main(Main.java:33)
}

proc thread:corpus.extra.joinmonitor.Main$Worker@Main.java:33 {
  run: call thread-body:thread:corpus.extra.joinmonitor.Main$Worker@Main.java:33 else end // at corpus.extra.joinmonitor.Main.main(Main.java:33)
  end: acquire corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:33)
  wake: notifyAll corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:33)
  free: release corpus.extra.joinmonitor.Main$Worker@Main.java:33 // at corpus.extra.joinmonitor.Main.main(Main.java:33)
}
