main corpus.jpf.diningphil.fixed.Main.main

proc corpus.jpf.diningphil.fixed.Main$Fork.<init>[corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42] {
}

proc corpus.jpf.diningphil.fixed.Main$Fork.<init>[corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43] {
}

proc corpus.jpf.diningphil.fixed.Main$Fork.<init>[corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44] {
}

proc corpus.jpf.diningphil.fixed.Main$Fork.<init>[corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45] {
}

proc corpus.jpf.diningphil.fixed.Main$Fork.<init>[corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46] {
}

proc corpus.jpf.diningphil.fixed.Main$Philosopher.<init>[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47] {
  s4: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jpf.diningphil.fixed.Main$Philosopher.<init>[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48] {
  s4: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jpf.diningphil.fixed.Main$Philosopher.<init>[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49] {
  s4: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jpf.diningphil.fixed.Main$Philosopher.<init>[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50] {
  s4: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jpf.diningphil.fixed.Main$Philosopher.<init>[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51] {
  s4: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.<init>(Main.java:25)
  s5: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.<init>(Main.java:26)
}

proc corpus.jpf.diningphil.fixed.Main$Philosopher.run[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47] {
  s3e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s4e1: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s5e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s6e1: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s7e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s9e1: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s10e1: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s21e1: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
  s26e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s27e2: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s28e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s29e2: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s30e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s32e2: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s33e2: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s35e2: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
  s40e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s41e3: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s42e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s43e3: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s44e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s46e3: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s47e3: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s49e3: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
}

proc corpus.jpf.diningphil.fixed.Main$Philosopher.run[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48] {
  s3e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s4e1: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s5e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s6e1: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s7e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s9e1: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s10e1: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s21e1: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
  s26e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s27e2: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s28e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s29e2: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s30e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s32e2: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s33e2: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s35e2: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
  s40e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s41e3: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s42e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s43e3: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s44e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s46e3: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s47e3: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s49e3: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
}

proc corpus.jpf.diningphil.fixed.Main$Philosopher.run[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49] {
  s3e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s4e1: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s5e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s6e1: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s7e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s9e1: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s10e1: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s21e1: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
  s26e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s27e2: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s28e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s29e2: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s30e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s32e2: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s33e2: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s35e2: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
  s40e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s41e3: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s42e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s43e3: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s44e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s46e3: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s47e3: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s49e3: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
}

proc corpus.jpf.diningphil.fixed.Main$Philosopher.run[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50] {
  s3e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s4e1: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s5e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s6e1: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s7e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s9e1: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s10e1: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s21e1: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
  s26e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s27e2: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s28e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s29e2: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s30e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s32e2: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s33e2: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s35e2: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
  s40e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s41e3: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s42e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s43e3: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s44e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s46e3: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s47e3: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s49e3: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
}

proc corpus.jpf.diningphil.fixed.Main$Philosopher.run[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51] {
  s3e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s4e1: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s5e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s6e1: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s7e1: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s9e1: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s10e1: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s21e1: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
  s26e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s27e2: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s28e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s29e2: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s30e2: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s32e2: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s33e2: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s35e2: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
  s40e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.left // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s41e3: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:32)
  s42e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.right // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s43e3: acquire corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:33)
  s44e3: read corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s46e3: write corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51.meals // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:34)
  s47e3: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:35)
  s49e3: release corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42 // at corpus.jpf.diningphil.fixed.Main$Philosopher.run(Main.java:36)
}

proc corpus.jpf.diningphil.fixed.Main.main {
  s0: goto s2e1                          // at corpus.jpf.diningphil.fixed.Main.main(Main.java:42)
  s30: fork corpus.jpf.diningphil.fixed.Main$Philosopher.run[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51] corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51 // at corpus.jpf.diningphil.fixed.Main.main(Main.java:51)
  s30_1: goto exit                       // at corpus.jpf.diningphil.fixed.Main.main(Main.java:51)
  s2e1: call corpus.jpf.diningphil.fixed.Main$Fork.<init>[corpus.jpf.diningphil.fixed.Main$Fork@Main.java:42] // at corpus.jpf.diningphil.fixed.Main.main(Main.java:42)
  s5e3: call corpus.jpf.diningphil.fixed.Main$Fork.<init>[corpus.jpf.diningphil.fixed.Main$Fork@Main.java:43] // at corpus.jpf.diningphil.fixed.Main.main(Main.java:43)
  s8e5: call corpus.jpf.diningphil.fixed.Main$Fork.<init>[corpus.jpf.diningphil.fixed.Main$Fork@Main.java:44] // at corpus.jpf.diningphil.fixed.Main.main(Main.java:44)
  s11e7: call corpus.jpf.diningphil.fixed.Main$Fork.<init>[corpus.jpf.diningphil.fixed.Main$Fork@Main.java:45] // at corpus.jpf.diningphil.fixed.Main.main(Main.java:45)
  s14e9: call corpus.jpf.diningphil.fixed.Main$Fork.<init>[corpus.jpf.diningphil.fixed.Main$Fork@Main.java:46] // at corpus.jpf.diningphil.fixed.Main.main(Main.java:46)
  s17e9: call corpus.jpf.diningphil.fixed.Main$Philosopher.<init>[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47] // at corpus.jpf.diningphil.fixed.Main.main(Main.java:47)
  s18e9: fork corpus.jpf.diningphil.fixed.Main$Philosopher.run[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47] corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:47 // at corpus.jpf.diningphil.fixed.Main.main(Main.java:47)
  s20e9: call corpus.jpf.diningphil.fixed.Main$Philosopher.<init>[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48] // at corpus.jpf.diningphil.fixed.Main.main(Main.java:48)
  s21e11: fork corpus.jpf.diningphil.fixed.Main$Philosopher.run[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48] corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:48 // at corpus.jpf.diningphil.fixed.Main.main(Main.java:48)
  s23e11: call corpus.jpf.diningphil.fixed.Main$Philosopher.<init>[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49] // at corpus.jpf.diningphil.fixed.Main.main(Main.java:49)
  s24e12: fork corpus.jpf.diningphil.fixed.Main$Philosopher.run[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49] corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:49 // at corpus.jpf.diningphil.fixed.Main.main(Main.java:49)
  s26e12: call corpus.jpf.diningphil.fixed.Main$Philosopher.<init>[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50] // at corpus.jpf.diningphil.fixed.Main.main(Main.java:50)
  s27e13: fork corpus.jpf.diningphil.fixed.Main$Philosopher.run[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50] corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:50 // at corpus.jpf.diningphil.fixed.Main.main(Main.java:50)
  s29e13: call corpus.jpf.diningphil.fixed.Main$Philosopher.<init>[corpus.jpf.diningphil.fixed.Main$Philosopher@Main.java:51] // at corpus.jpf.diningphil.fixed.Main.main(Main.java:51)
  s29e13_1: goto s30                     // at corpus.jpf.diningphil.fixed.Main.main(Main.java:51)
}
