main corpus.jpf.diningphil.Main.main

proc corpus.jpf.diningphil.Main$Fork.<init>[corpus.jpf.diningphil.Main$Fork@Main.java:42] {
}

proc corpus.jpf.diningphil.Main$Philosopher.<init>[corpus.jpf.diningphil.Main$Philosopher@Main.java:47] {
  s4: write corpus.jpf.diningphil.Main$Philosopher@Main.java:47.left // at corpus.jpf.diningphil.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jpf.diningphil.Main$Philosopher@Main.java:47.right // at corpus.jpf.diningphil.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jpf.diningphil.Main$Philosopher.<init>[corpus.jpf.diningphil.Main$Philosopher@Main.java:48] {
  s4: write corpus.jpf.diningphil.Main$Philosopher@Main.java:48.left // at corpus.jpf.diningphil.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jpf.diningphil.Main$Philosopher@Main.java:48.right // at corpus.jpf.diningphil.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jpf.diningphil.Main$Philosopher.<init>[corpus.jpf.diningphil.Main$Philosopher@Main.java:49] {
  s4: write corpus.jpf.diningphil.Main$Philosopher@Main.java:49.left // at corpus.jpf.diningphil.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jpf.diningphil.Main$Philosopher@Main.java:49.right // at corpus.jpf.diningphil.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jpf.diningphil.Main$Philosopher.<init>[corpus.jpf.diningphil.Main$Philosopher@Main.java:50] {
  s4: write corpus.jpf.diningphil.Main$Philosopher@Main.java:50.left // at corpus.jpf.diningphil.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jpf.diningphil.Main$Philosopher@Main.java:50.right // at corpus.jpf.diningphil.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jpf.diningphil.Main$Philosopher.<init>[corpus.jpf.diningphil.Main$Philosopher@Main.java:51] {
  s4: write corpus.jpf.diningphil.Main$Philosopher@Main.java:51.left // at corpus.jpf.diningphil.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jpf.diningphil.Main$Philosopher@Main.java:51.right // at corpus.jpf.diningphil.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jpf.diningphil.Main$Philosopher.run[corpus.jpf.diningphil.Main$Philosopher@Main.java:47] {
  s3e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:47.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s4e1: acquire corpus.jpf.diningphil.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s5e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:47.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s6e1: acquire corpus.jpf.diningphil.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s7e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:47.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s9e1: write corpus.jpf.diningphil.Main$Philosopher@Main.java:47.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s10e1: release corpus.jpf.diningphil.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s21e1: release corpus.jpf.diningphil.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
  s26e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:47.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s27e2: acquire corpus.jpf.diningphil.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s28e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:47.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s29e2: acquire corpus.jpf.diningphil.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s30e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:47.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s32e2: write corpus.jpf.diningphil.Main$Philosopher@Main.java:47.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s33e2: release corpus.jpf.diningphil.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s35e2: release corpus.jpf.diningphil.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
  s40e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:47.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s41e3: acquire corpus.jpf.diningphil.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s42e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:47.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s43e3: acquire corpus.jpf.diningphil.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s44e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:47.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s46e3: write corpus.jpf.diningphil.Main$Philosopher@Main.java:47.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s47e3: release corpus.jpf.diningphil.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s49e3: release corpus.jpf.diningphil.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
}

proc corpus.jpf.diningphil.Main$Philosopher.run[corpus.jpf.diningphil.Main$Philosopher@Main.java:48] {
  s3e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:48.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s4e1: acquire corpus.jpf.diningphil.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s5e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:48.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s6e1: acquire corpus.jpf.diningphil.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s7e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:48.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s9e1: write corpus.jpf.diningphil.Main$Philosopher@Main.java:48.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s10e1: release corpus.jpf.diningphil.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s21e1: release corpus.jpf.diningphil.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
  s26e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:48.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s27e2: acquire corpus.jpf.diningphil.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s28e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:48.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s29e2: acquire corpus.jpf.diningphil.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s30e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:48.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s32e2: write corpus.jpf.diningphil.Main$Philosopher@Main.java:48.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s33e2: release corpus.jpf.diningphil.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s35e2: release corpus.jpf.diningphil.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
  s40e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:48.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s41e3: acquire corpus.jpf.diningphil.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s42e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:48.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s43e3: acquire corpus.jpf.diningphil.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s44e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:48.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s46e3: write corpus.jpf.diningphil.Main$Philosopher@Main.java:48.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s47e3: release corpus.jpf.diningphil.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s49e3: release corpus.jpf.diningphil.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
}

proc corpus.jpf.diningphil.Main$Philosopher.run[corpus.jpf.diningphil.Main$Philosopher@Main.java:49] {
  s3e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:49.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s4e1: acquire corpus.jpf.diningphil.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s5e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:49.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s6e1: acquire corpus.jpf.diningphil.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s7e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:49.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s9e1: write corpus.jpf.diningphil.Main$Philosopher@Main.java:49.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s10e1: release corpus.jpf.diningphil.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s21e1: release corpus.jpf.diningphil.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
  s26e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:49.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s27e2: acquire corpus.jpf.diningphil.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s28e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:49.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s29e2: acquire corpus.jpf.diningphil.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s30e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:49.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s32e2: write corpus.jpf.diningphil.Main$Philosopher@Main.java:49.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s33e2: release corpus.jpf.diningphil.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s35e2: release corpus.jpf.diningphil.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
  s40e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:49.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s41e3: acquire corpus.jpf.diningphil.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s42e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:49.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s43e3: acquire corpus.jpf.diningphil.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s44e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:49.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s46e3: write corpus.jpf.diningphil.Main$Philosopher@Main.java:49.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s47e3: release corpus.jpf.diningphil.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s49e3: release corpus.jpf.diningphil.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
}

proc corpus.jpf.diningphil.Main$Philosopher.run[corpus.jpf.diningphil.Main$Philosopher@Main.java:50] {
  s3e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:50.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s4e1: acquire corpus.jpf.diningphil.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s5e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:50.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s6e1: acquire corpus.jpf.diningphil.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s7e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:50.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s9e1: write corpus.jpf.diningphil.Main$Philosopher@Main.java:50.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s10e1: release corpus.jpf.diningphil.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s21e1: release corpus.jpf.diningphil.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
  s26e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:50.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s27e2: acquire corpus.jpf.diningphil.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s28e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:50.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s29e2: acquire corpus.jpf.diningphil.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s30e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:50.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s32e2: write corpus.jpf.diningphil.Main$Philosopher@Main.java:50.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s33e2: release corpus.jpf.diningphil.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s35e2: release corpus.jpf.diningphil.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
  s40e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:50.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s41e3: acquire corpus.jpf.diningphil.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s42e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:50.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s43e3: acquire corpus.jpf.diningphil.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s44e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:50.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s46e3: write corpus.jpf.diningphil.Main$Philosopher@Main.java:50.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s47e3: release corpus.jpf.diningphil.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s49e3: release corpus.jpf.diningphil.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
}

proc corpus.jpf.diningphil.Main$Philosopher.run[corpus.jpf.diningphil.Main$Philosopher@Main.java:51] {
  s3e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:51.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s4e1: acquire corpus.jpf.diningphil.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s5e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:51.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s6e1: acquire corpus.jpf.diningphil.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s7e1: read corpus.jpf.diningphil.Main$Philosopher@Main.java:51.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s9e1: write corpus.jpf.diningphil.Main$Philosopher@Main.java:51.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s10e1: release corpus.jpf.diningphil.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s21e1: release corpus.jpf.diningphil.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
  s26e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:51.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s27e2: acquire corpus.jpf.diningphil.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s28e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:51.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s29e2: acquire corpus.jpf.diningphil.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s30e2: read corpus.jpf.diningphil.Main$Philosopher@Main.java:51.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s32e2: write corpus.jpf.diningphil.Main$Philosopher@Main.java:51.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s33e2: release corpus.jpf.diningphil.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s35e2: release corpus.jpf.diningphil.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
  s40e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:51.left // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s41e3: acquire corpus.jpf.diningphil.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:32)
  s42e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:51.right // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s43e3: acquire corpus.jpf.diningphil.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:33)
  s44e3: read corpus.jpf.diningphil.Main$Philosopher@Main.java:51.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s46e3: write corpus.jpf.diningphil.Main$Philosopher@Main.java:51.meals // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:34)
  s47e3: release corpus.jpf.diningphil.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:35)
  s49e3: release corpus.jpf.diningphil.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.Main$Philosopher.run(Main.java:36)
}

proc corpus.jpf.diningphil.Main.main {
  s2: call corpus.jpf.diningphil.Main$Fork.<init>[corpus.jpf.diningphil.Main$Fork@Main.java:42] // at corpus.jpf.diningphil.Main.main(Main.java:42)
  s5: call corpus.jpf.diningphil.Main$Fork.<init>[corpus.jpf.diningphil.Main$Fork@Main.java:42] // at corpus.jpf.diningphil.Main.main(Main.java:43)
  s8: call corpus.jpf.diningphil.Main$Fork.<init>[corpus.jpf.diningphil.Main$Fork@Main.java:42] // at corpus.jpf.diningphil.Main.main(Main.java:44)
  s11: call corpus.jpf.diningphil.Main$Fork.<init>[corpus.jpf.diningphil.Main$Fork@Main.java:42] // at corpus.jpf.diningphil.Main.main(Main.java:45)
  s14: call corpus.jpf.diningphil.Main$Fork.<init>[corpus.jpf.diningphil.Main$Fork@Main.java:42] // at corpus.jpf.diningphil.Main.main(Main.java:46)
  s17: call corpus.jpf.diningphil.Main$Philosopher.<init>[corpus.jpf.diningphil.Main$Philosopher@Main.java:47] // at corpus.jpf.diningphil.Main.main(Main.java:47)
  s18: fork corpus.jpf.diningphil.Main$Philosopher.run[corpus.jpf.diningphil.Main$Philosopher@Main.java:47] corpus.jpf.diningphil.Main$Philosopher@Main.java:47 // at corpus.jpf.diningphil.Main.main(Main.java:47)
  s20: call corpus.jpf.diningphil.Main$Philosopher.<init>[corpus.jpf.diningphil.Main$Philosopher@Main.java:48] // at corpus.jpf.diningphil.Main.main(Main.java:48)
  s21: fork corpus.jpf.diningphil.Main$Philosopher.run[corpus.jpf.diningphil.Main$Philosopher@Main.java:48] corpus.jpf.diningphil.Main$Philosopher@Main.java:48 // at corpus.jpf.diningphil.Main.main(Main.java:48)
  s23: call corpus.jpf.diningphil.Main$Philosopher.<init>[corpus.jpf.diningphil.Main$Philosopher@Main.java:49] // at corpus.jpf.diningphil.Main.main(Main.java:49)
  s24: fork corpus.jpf.diningphil.Main$Philosopher.run[corpus.jpf.diningphil.Main$Philosopher@Main.java:49] corpus.jpf.diningphil.Main$Philosopher@Main.java:49 // at corpus.jpf.diningphil.Main.main(Main.java:49)
  s26: call corpus.jpf.diningphil.Main$Philosopher.<init>[corpus.jpf.diningphil.Main$Philosopher@Main.java:50] // at corpus.jpf.diningphil.Main.main(Main.java:50)
  s27: fork corpus.jpf.diningphil.Main$Philosopher.run[corpus.jpf.diningphil.Main$Philosopher@Main.java:50] corpus.jpf.diningphil.Main$Philosopher@Main.java:50 // at corpus.jpf.diningphil.Main.main(Main.java:50)
  s29: call corpus.jpf.diningphil.Main$Philosopher.<init>[corpus.jpf.diningphil.Main$Philosopher@Main.java:51] // at corpus.jpf.diningphil.Main.main(Main.java:51)
  s30: fork corpus.jpf.diningphil.Main$Philosopher.run[corpus.jpf.diningphil.Main$Philosopher@Main.java:51] corpus.jpf.diningphil.Main$Philosopher@Main.java:51 // at corpus.jpf.diningphil.Main.main(Main.java:51)
}
