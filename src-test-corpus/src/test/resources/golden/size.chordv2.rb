main corpus.size.chordv2.Main.main

proc corpus.size.chordv2.Main$Node.<init>[corpus.size.chordv2.Main$Node@Main.java:43] {
}

proc corpus.size.chordv2.Main$Node.<init>[corpus.size.chordv2.Main$Node@Main.java:44] {
}

proc corpus.size.chordv2.Main$Node.<init>[corpus.size.chordv2.Main$Node@Main.java:45] {
}

proc corpus.size.chordv2.Main$Node.notifyFrom[corpus.size.chordv2.Main$Node@Main.java:43] {
  sync: acquire corpus.size.chordv2.Main$Node@Main.java:43 // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:38)
  s2: write corpus.size.chordv2.Main$Node@Main.java:43.predecessor // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:38)
  ret_0: release corpus.size.chordv2.Main$Node@Main.java:43 // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:38)
}

proc corpus.size.chordv2.Main$Node.notifyFrom[corpus.size.chordv2.Main$Node@Main.java:44] {
  sync: acquire corpus.size.chordv2.Main$Node@Main.java:44 // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:38)
  s2: write corpus.size.chordv2.Main$Node@Main.java:44.predecessor // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:38)
  ret_0: release corpus.size.chordv2.Main$Node@Main.java:44 // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:38)
}

proc corpus.size.chordv2.Main$Node.notifyFrom[corpus.size.chordv2.Main$Node@Main.java:45] {
  sync: acquire corpus.size.chordv2.Main$Node@Main.java:45 // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:38)
  s2: write corpus.size.chordv2.Main$Node@Main.java:45.predecessor // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:38)
  ret_0: release corpus.size.chordv2.Main$Node@Main.java:45 // at corpus.size.chordv2.Main$Node.notifyFrom(Main.java:38)
}

proc corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:43] {
  s2: jump s4 s14                        // at corpus.size.chordv2.Main$Node.route(Main.java:23)
  s4: acquire corpus.size.chordv2.Main$Node@Main.java:43 // at corpus.size.chordv2.Main$Node.route(Main.java:24)
  s5: read corpus.size.chordv2.Main$Node@Main.java:43.keys // at corpus.size.chordv2.Main$Node.route(Main.java:25)
  s7: write corpus.size.chordv2.Main$Node@Main.java:43.keys // at corpus.size.chordv2.Main$Node.route(Main.java:25)
  s8: release corpus.size.chordv2.Main$Node@Main.java:43 // at corpus.size.chordv2.Main$Node.route(Main.java:26)
  s8_1: goto s17                         // at corpus.size.chordv2.Main$Node.route(Main.java:26)
  s14: call corpus.size.chordv2.Main$Node.stabilize[corpus.size.chordv2.Main$Node@Main.java:43] // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s14_1: goto exit                       // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s17: call corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:43] // at corpus.size.chordv2.Main$Node.route(Main.java:27)
}

proc corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:44] {
  s2: jump s4 s14                        // at corpus.size.chordv2.Main$Node.route(Main.java:23)
  s4: acquire corpus.size.chordv2.Main$Node@Main.java:44 // at corpus.size.chordv2.Main$Node.route(Main.java:24)
  s5: read corpus.size.chordv2.Main$Node@Main.java:44.keys // at corpus.size.chordv2.Main$Node.route(Main.java:25)
  s7: write corpus.size.chordv2.Main$Node@Main.java:44.keys // at corpus.size.chordv2.Main$Node.route(Main.java:25)
  s8: release corpus.size.chordv2.Main$Node@Main.java:44 // at corpus.size.chordv2.Main$Node.route(Main.java:26)
  s8_1: goto s17                         // at corpus.size.chordv2.Main$Node.route(Main.java:26)
  s14: call corpus.size.chordv2.Main$Node.stabilize[corpus.size.chordv2.Main$Node@Main.java:44] // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s14_1: goto exit                       // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s17: call corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:44] // at corpus.size.chordv2.Main$Node.route(Main.java:27)
}

proc corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:45] {
  s2: jump s4 s14                        // at corpus.size.chordv2.Main$Node.route(Main.java:23)
  s4: acquire corpus.size.chordv2.Main$Node@Main.java:45 // at corpus.size.chordv2.Main$Node.route(Main.java:24)
  s5: read corpus.size.chordv2.Main$Node@Main.java:45.keys // at corpus.size.chordv2.Main$Node.route(Main.java:25)
  s7: write corpus.size.chordv2.Main$Node@Main.java:45.keys // at corpus.size.chordv2.Main$Node.route(Main.java:25)
  s8: release corpus.size.chordv2.Main$Node@Main.java:45 // at corpus.size.chordv2.Main$Node.route(Main.java:26)
  s8_1: goto s17                         // at corpus.size.chordv2.Main$Node.route(Main.java:26)
  s14: call corpus.size.chordv2.Main$Node.stabilize[corpus.size.chordv2.Main$Node@Main.java:45] // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s14_1: goto exit                       // at corpus.size.chordv2.Main$Node.route(Main.java:29)
  s17: call corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:45] // at corpus.size.chordv2.Main$Node.route(Main.java:27)
}

proc corpus.size.chordv2.Main$Node.stabilize[corpus.size.chordv2.Main$Node@Main.java:43] {
  sync: acquire corpus.size.chordv2.Main$Node@Main.java:43 // at corpus.size.chordv2.Main$Node.stabilize(Main.java:34)
  s1: read corpus.size.chordv2.Main$Node@Main.java:43.successor // at corpus.size.chordv2.Main$Node.stabilize(Main.java:34)
  s2: call corpus.size.chordv2.Main$Node.notifyFrom[corpus.size.chordv2.Main$Node@Main.java:44] // at corpus.size.chordv2.Main$Node.stabilize(Main.java:34)
  ret_0: release corpus.size.chordv2.Main$Node@Main.java:43 // at corpus.size.chordv2.Main$Node.stabilize(Main.java:34)
}

proc corpus.size.chordv2.Main$Node.stabilize[corpus.size.chordv2.Main$Node@Main.java:44] {
  sync: acquire corpus.size.chordv2.Main$Node@Main.java:44 // at corpus.size.chordv2.Main$Node.stabilize(Main.java:34)
  s1: read corpus.size.chordv2.Main$Node@Main.java:44.successor // at corpus.size.chordv2.Main$Node.stabilize(Main.java:34)
  s2: call corpus.size.chordv2.Main$Node.notifyFrom[corpus.size.chordv2.Main$Node@Main.java:45] // at corpus.size.chordv2.Main$Node.stabilize(Main.java:34)
  ret_0: release corpus.size.chordv2.Main$Node@Main.java:44 // at corpus.size.chordv2.Main$Node.stabilize(Main.java:34)
}

proc corpus.size.chordv2.Main$Node.stabilize[corpus.size.chordv2.Main$Node@Main.java:45] {
  sync: acquire corpus.size.chordv2.Main$Node@Main.java:45 // at corpus.size.chordv2.Main$Node.stabilize(Main.java:34)
  s1: read corpus.size.chordv2.Main$Node@Main.java:45.successor // at corpus.size.chordv2.Main$Node.stabilize(Main.java:34)
  s2: call corpus.size.chordv2.Main$Node.notifyFrom[corpus.size.chordv2.Main$Node@Main.java:43] // at corpus.size.chordv2.Main$Node.stabilize(Main.java:34)
  ret_0: release corpus.size.chordv2.Main$Node@Main.java:45 // at corpus.size.chordv2.Main$Node.stabilize(Main.java:34)
}

proc corpus.size.chordv2.Main.lambda$main$0[corpus.size.chordv2.Main.main:49#16] {
  s1: call corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:43] // at corpus.size.chordv2.Main.lambda$main$0(Main.java:49)
}

proc corpus.size.chordv2.Main.lambda$main$1[corpus.size.chordv2.Main.main:50#20] {
  s1: call corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:44] // at corpus.size.chordv2.Main.lambda$main$1(Main.java:50)
}

proc corpus.size.chordv2.Main.lambda$main$2[corpus.size.chordv2.Main.main:51#24] {
  s1: call corpus.size.chordv2.Main$Node.route[corpus.size.chordv2.Main$Node@Main.java:45] // at corpus.size.chordv2.Main.lambda$main$2(Main.java:51)
}

proc corpus.size.chordv2.Main.main {
  s2: call corpus.size.chordv2.Main$Node.<init>[corpus.size.chordv2.Main$Node@Main.java:43] // at corpus.size.chordv2.Main.main(Main.java:43)
  s5: call corpus.size.chordv2.Main$Node.<init>[corpus.size.chordv2.Main$Node@Main.java:44] // at corpus.size.chordv2.Main.main(Main.java:44)
  s8: call corpus.size.chordv2.Main$Node.<init>[corpus.size.chordv2.Main$Node@Main.java:45] // at corpus.size.chordv2.Main.main(Main.java:45)
  s10: write corpus.size.chordv2.Main$Node@Main.java:43.successor // at corpus.size.chordv2.Main.main(Main.java:46)
  s11: write corpus.size.chordv2.Main$Node@Main.java:44.successor // at corpus.size.chordv2.Main.main(Main.java:47)
  s12: write corpus.size.chordv2.Main$Node@Main.java:45.successor // at corpus.size.chordv2.Main.main(Main.java:48)
  s16: fork corpus.size.chordv2.Main.lambda$main$0[corpus.size.chordv2.Main.main:49#16] java.lang.Thread@Main.java:49 // at corpus.size.chordv2.Main.main(Main.java:49)
  s20: fork corpus.size.chordv2.Main.lambda$main$1[corpus.size.chordv2.Main.main:50#20] java.lang.Thread@Main.java:50 // at corpus.size.chordv2.Main.main(Main.java:50)
  s24: fork corpus.size.chordv2.Main.lambda$main$2[corpus.size.chordv2.Main.main:51#24] java.lang.Thread@Main.java:51 // at corpus.size.chordv2.Main.main(Main.java:51)
}
