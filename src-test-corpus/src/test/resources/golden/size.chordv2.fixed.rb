main corpus.size.chordv2.fixed.Main.main

proc corpus.size.chordv2.fixed.Main$Node.<init>[corpus.size.chordv2.fixed.Main$Node@Main.java:45] {
}

proc corpus.size.chordv2.fixed.Main$Node.<init>[corpus.size.chordv2.fixed.Main$Node@Main.java:46] {
}

proc corpus.size.chordv2.fixed.Main$Node.<init>[corpus.size.chordv2.fixed.Main$Node@Main.java:47] {
}

proc corpus.size.chordv2.fixed.Main$Node.notifyFrom[corpus.size.chordv2.fixed.Main$Node@Main.java:45] {
  sync: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:45 // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:40)
  s2: write corpus.size.chordv2.fixed.Main$Node@Main.java:45.predecessor // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:40)
  ret_0: release corpus.size.chordv2.fixed.Main$Node@Main.java:45 // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:40)
}

proc corpus.size.chordv2.fixed.Main$Node.notifyFrom[corpus.size.chordv2.fixed.Main$Node@Main.java:46] {
  sync: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:46 // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:40)
  s2: write corpus.size.chordv2.fixed.Main$Node@Main.java:46.predecessor // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:40)
  ret_0: release corpus.size.chordv2.fixed.Main$Node@Main.java:46 // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:40)
}

proc corpus.size.chordv2.fixed.Main$Node.notifyFrom[corpus.size.chordv2.fixed.Main$Node@Main.java:47] {
  sync: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:47 // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:40)
  s2: write corpus.size.chordv2.fixed.Main$Node@Main.java:47.predecessor // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:40)
  ret_0: release corpus.size.chordv2.fixed.Main$Node@Main.java:47 // at corpus.size.chordv2.fixed.Main$Node.notifyFrom(Main.java:40)
}

proc corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:45] {
  s2: jump s4 s14                        // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:21)
  s4: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:45 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:22)
  s5: read corpus.size.chordv2.fixed.Main$Node@Main.java:45.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:23)
  s7: write corpus.size.chordv2.fixed.Main$Node@Main.java:45.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:23)
  s8: release corpus.size.chordv2.fixed.Main$Node@Main.java:45 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:24)
  s8_1: goto s17                         // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:24)
  s14: call corpus.size.chordv2.fixed.Main$Node.stabilize[corpus.size.chordv2.fixed.Main$Node@Main.java:45] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s14_1: goto exit                       // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s17: call corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:45] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:25)
}

proc corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:46] {
  s2: jump s4 s14                        // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:21)
  s4: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:46 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:22)
  s5: read corpus.size.chordv2.fixed.Main$Node@Main.java:46.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:23)
  s7: write corpus.size.chordv2.fixed.Main$Node@Main.java:46.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:23)
  s8: release corpus.size.chordv2.fixed.Main$Node@Main.java:46 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:24)
  s8_1: goto s17                         // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:24)
  s14: call corpus.size.chordv2.fixed.Main$Node.stabilize[corpus.size.chordv2.fixed.Main$Node@Main.java:46] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s14_1: goto exit                       // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s17: call corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:46] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:25)
}

proc corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:47] {
  s2: jump s4 s14                        // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:21)
  s4: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:47 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:22)
  s5: read corpus.size.chordv2.fixed.Main$Node@Main.java:47.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:23)
  s7: write corpus.size.chordv2.fixed.Main$Node@Main.java:47.keys // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:23)
  s8: release corpus.size.chordv2.fixed.Main$Node@Main.java:47 // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:24)
  s8_1: goto s17                         // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:24)
  s14: call corpus.size.chordv2.fixed.Main$Node.stabilize[corpus.size.chordv2.fixed.Main$Node@Main.java:47] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s14_1: goto exit                       // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:27)
  s17: call corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:47] // at corpus.size.chordv2.fixed.Main$Node.route(Main.java:25)
}

proc corpus.size.chordv2.fixed.Main$Node.stabilize[corpus.size.chordv2.fixed.Main$Node@Main.java:45] {
  s2: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:45 // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:33)
  s3: read corpus.size.chordv2.fixed.Main$Node@Main.java:45.successor // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:34)
  s4: release corpus.size.chordv2.fixed.Main$Node@Main.java:45 // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:35)
  s10: call corpus.size.chordv2.fixed.Main$Node.notifyFrom[corpus.size.chordv2.fixed.Main$Node@Main.java:46] // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:36)
}

proc corpus.size.chordv2.fixed.Main$Node.stabilize[corpus.size.chordv2.fixed.Main$Node@Main.java:46] {
  s2: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:46 // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:33)
  s3: read corpus.size.chordv2.fixed.Main$Node@Main.java:46.successor // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:34)
  s4: release corpus.size.chordv2.fixed.Main$Node@Main.java:46 // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:35)
  s10: call corpus.size.chordv2.fixed.Main$Node.notifyFrom[corpus.size.chordv2.fixed.Main$Node@Main.java:47] // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:36)
}

proc corpus.size.chordv2.fixed.Main$Node.stabilize[corpus.size.chordv2.fixed.Main$Node@Main.java:47] {
  s2: acquire corpus.size.chordv2.fixed.Main$Node@Main.java:47 // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:33)
  s3: read corpus.size.chordv2.fixed.Main$Node@Main.java:47.successor // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:34)
  s4: release corpus.size.chordv2.fixed.Main$Node@Main.java:47 // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:35)
  s10: call corpus.size.chordv2.fixed.Main$Node.notifyFrom[corpus.size.chordv2.fixed.Main$Node@Main.java:45] // at corpus.size.chordv2.fixed.Main$Node.stabilize(Main.java:36)
}

proc corpus.size.chordv2.fixed.Main.lambda$main$0[corpus.size.chordv2.fixed.Main.main:51#16] {
  s1: call corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:45] // at corpus.size.chordv2.fixed.Main.lambda$main$0(Main.java:51)
}

proc corpus.size.chordv2.fixed.Main.lambda$main$1[corpus.size.chordv2.fixed.Main.main:52#20] {
  s1: call corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:46] // at corpus.size.chordv2.fixed.Main.lambda$main$1(Main.java:52)
}

proc corpus.size.chordv2.fixed.Main.lambda$main$2[corpus.size.chordv2.fixed.Main.main:53#24] {
  s1: call corpus.size.chordv2.fixed.Main$Node.route[corpus.size.chordv2.fixed.Main$Node@Main.java:47] // at corpus.size.chordv2.fixed.Main.lambda$main$2(Main.java:53)
}

proc corpus.size.chordv2.fixed.Main.main {
  s2: call corpus.size.chordv2.fixed.Main$Node.<init>[corpus.size.chordv2.fixed.Main$Node@Main.java:45] // at corpus.size.chordv2.fixed.Main.main(Main.java:45)
  s5: call corpus.size.chordv2.fixed.Main$Node.<init>[corpus.size.chordv2.fixed.Main$Node@Main.java:46] // at corpus.size.chordv2.fixed.Main.main(Main.java:46)
  s8: call corpus.size.chordv2.fixed.Main$Node.<init>[corpus.size.chordv2.fixed.Main$Node@Main.java:47] // at corpus.size.chordv2.fixed.Main.main(Main.java:47)
  s10: write corpus.size.chordv2.fixed.Main$Node@Main.java:45.successor // at corpus.size.chordv2.fixed.Main.main(Main.java:48)
  s11: write corpus.size.chordv2.fixed.Main$Node@Main.java:46.successor // at corpus.size.chordv2.fixed.Main.main(Main.java:49)
  s12: write corpus.size.chordv2.fixed.Main$Node@Main.java:47.successor // at corpus.size.chordv2.fixed.Main.main(Main.java:50)
  s16: fork corpus.size.chordv2.fixed.Main.lambda$main$0[corpus.size.chordv2.fixed.Main.main:51#16] java.lang.Thread@Main.java:51 // at corpus.size.chordv2.fixed.Main.main(Main.java:51)
  s20: fork corpus.size.chordv2.fixed.Main.lambda$main$1[corpus.size.chordv2.fixed.Main.main:52#20] java.lang.Thread@Main.java:52 // at corpus.size.chordv2.fixed.Main.main(Main.java:52)
  s24: fork corpus.size.chordv2.fixed.Main.lambda$main$2[corpus.size.chordv2.fixed.Main.main:53#24] java.lang.Thread@Main.java:53 // at corpus.size.chordv2.fixed.Main.main(Main.java:53)
}
